import { formatMoney, formatPercent } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';
import type { OfferT } from './i18n.ts';
import type { Offer } from './OfferSchema.ts';
import { offerPrice } from './offerPrice.ts';

/** What {@link priceDisplay} reads of an offer. */
export type PricedOffer = Pick<
  Offer,
  | 'priceDisplayType'
  | 'price'
  | 'fromPrice'
  | 'installments'
  | 'installmentValue'
  | 'priceSource'
  | 'ecommercePrice'
  | 'customPrice'
>;

/**
 * The offer's price in words and the market's money, by its display type (seed 000 §3): FULL_PRICE
 * the price; STARTS_WITH 'A partir de'; FROM_TO the list price then the offer's; PERCENT the discount
 * off the list price then the price; INSTALLMENT the count and value of the installments (the value
 * is the price divided by the count when the offer does not give it). A display type whose figures
 * are missing (no list price, no installments) falls back to the full price.
 */
export function priceDisplay(offer: PricedOffer, market: Market, t: OfferT): string {
  const amount = offerPrice(offer);
  const price = formatMoney(amount, market);
  const from = offer.fromPrice;
  switch (offer.priceDisplayType) {
    case 'STARTS_WITH':
      return t('STARTS_WITH', { price });
    case 'FROM_TO':
      return from && from > amount ? t('FROM_TO', { from: formatMoney(from, market), price }) : price;
    case 'PERCENT': {
      if (!from || from <= amount) return price;
      const percent = formatPercent(Math.round((1 - amount / from) * 100), market);
      return t('PERCENT', { percent, price });
    }
    case 'INSTALLMENT': {
      const count = offer.installments;
      if (!count) return price;
      const value = offer.installmentValue ?? amount / count;
      return t('INSTALLMENT', { count, value: formatMoney(value, market) });
    }
    default:
      return price;
  }
}
