/**
 * The offers marketplace's vocabularies (seed 000 §3 "Offers", seed 001 §3 "Offer (marketplace)"):
 * offer types, scopes, Mopar offer types and kinds, price display types and price source tables.
 */
export const OFFER_TYPES = ['FCA', 'DEALER', 'RENTAL'] as const;
/** An offer type: the group's (FCA), a dealer's, a rental company's. */
export type OfferType = (typeof OFFER_TYPES)[number];

/** Where an offer holds. */
export const OFFER_SCOPES = ['REGIONAL', 'NATIONAL', 'DEALER_GROUP', 'ZONE'] as const;
/** An offer scope. */
export type OfferScope = (typeof OFFER_SCOPES)[number];

/** What a Mopar offer is for. */
export const MOPAR_TYPES = ['SERVICE', 'ACCESSORY'] as const;
/** A Mopar offer type. */
export type MoparType = (typeof MOPAR_TYPES)[number];

/** How a Mopar offer is taken: a coupon or a fixed price. */
export const MOPAR_KINDS = ['COUPON', 'FIXED_PRICE'] as const;
/** A Mopar offer kind. */
export type MoparKind = (typeof MOPAR_KINDS)[number];

/** How an offer's price is written. */
export const PRICE_DISPLAY_TYPES = [
  'FULL_PRICE',
  'STARTS_WITH',
  'FROM_TO',
  'PERCENT',
  'INSTALLMENT',
] as const;
/** A price display type. */
export type PriceDisplayType = (typeof PRICE_DISPLAY_TYPES)[number];

/** The price tables an offer's price may come from. */
export const PRICE_SOURCES = ['ecommercePrice', 'customPrice'] as const;
/** A price source table. */
export type PriceSource = (typeof PRICE_SOURCES)[number];
