import type { PriceType, SpecialDiscount } from '../../api/price.ts';

/** The price tables shoppers are told of by name (`price/types`); others are not named. */
export const NAMED_PRICE_TYPES = ['ecommercePrice', 'customPrice'] as const;

/** A named price table. */
export type NamedPriceType = (typeof NAMED_PRICE_TYPES)[number];

/** What a price's notes say: the table it comes from and the special discount with the price after it. */
export interface PriceNotesData {
  /** The price table, when the service lists it and it has a name for shoppers. */
  type: NamedPriceType | null;
  /** The special discount and the price after it, when the version has one. */
  special: { amount: number; price: number } | null;
}

const isNamed = (type: string): type is NamedPriceType =>
  (NAMED_PRICE_TYPES as readonly string[]).includes(type);

/**
 * The notes of a `price` from its table `type` (among the market's `types`) and its version's special
 * discount: the discount only when positive and below the price. Null when there is nothing to say.
 */
export function priceNotes(
  price: number,
  type: string | null | undefined,
  types: readonly PriceType[] | undefined,
  discount: SpecialDiscount | undefined,
): PriceNotesData | null {
  const listed = type && isNamed(type) && types?.some((t) => t.type === type) ? type : null;
  const amount = discount?.discount ?? 0;
  const special =
    Number.isFinite(amount) && amount > 0 && amount < price ? { amount, price: price - amount } : null;
  return listed || special ? { type: listed, special } : null;
}
