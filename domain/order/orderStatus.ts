import { type Market, marketInfo } from '../../core/markets.ts';
import { ORDER_STATUS_WORDS, type OrderStatus, UNKNOWN_STATUS_WORDS } from './orderStatusWords.ts';

/** Whether a code is one the seed lists (an order-timeline code or a reservation status). */
export function isOrderStatus(code: string): code is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_WORDS['pt-BR'], code);
}

/**
 * An order or reservation status in the market's words (c-BR as pt-BR). A code the seed does not list
 * is said as an update of the order, never shown raw.
 */
export function orderStatusInWords(code: string, market: Market): string {
  const { language } = marketInfo(market);
  return isOrderStatus(code) ? ORDER_STATUS_WORDS[language][code] : UNKNOWN_STATUS_WORDS[language];
}
