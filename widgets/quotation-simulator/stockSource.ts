import type { StockAvailability } from '../../api/stock.ts';
import type { StockSource } from './quotationDraft.ts';

/**
 * Whether the version is sold out for the chosen colour (seed 000 §4 Quotation): no stock answer (the
 * service's 404), no unit at all, or none of the colour.
 */
export function isSoldOut(stock: StockAvailability | null, colorCode: string | null): boolean {
  if (!stock || stock.total <= 0) return true;
  if (!colorCode) return false;
  const color = stock.byColor.find((entry) => entry.colorCode === colorCode);
  return color !== undefined && color.quantity <= 0;
}

/** What the sold-out switch changes: the source, and the prices the dealer's stock allowed. */
export interface Sourced {
  stockSource: StockSource;
  price: string;
  discount: string;
  bonus: string;
}

/**
 * The factory-stock proposal made from a quotation of a sold-out car (seed 000 §4, seed 001 §4): the
 * same car ordered from the factory, at the initial price with no discount nor bonus (those were the
 * dealer stock's). The quotation as it was is kept to be restored.
 */
export function toFactoryStock<Q extends Sourced>(
  quotation: Q,
  initialPrice: string,
): { proposal: Q; initial: Q } {
  return {
    proposal: { ...quotation, stockSource: 'factory', price: initialPrice, discount: '', bonus: '' },
    initial: quotation,
  };
}

/**
 * Back to the initial quotation after the seller confirms: the source and prices it had; what was
 * typed elsewhere meanwhile (opportunity, comment, validity) stays.
 */
export function restoreInitial<Q extends Sourced>(current: Q, initial: Q): Q {
  return {
    ...current,
    stockSource: initial.stockSource,
    price: initial.price,
    discount: initial.discount,
    bonus: initial.bonus,
  };
}
