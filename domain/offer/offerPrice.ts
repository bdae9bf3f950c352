import type { Offer } from './OfferSchema.ts';

/**
 * The offer's price by its price source table (seed 000 §3 "Price source tables: ecommercePrice,
 * customPrice"). Our reading, documented in api/README.md "Interpretations": `customPrice` is the price the
 * offer's author set, `ecommercePrice` the brand's e-commerce table price; the offer's
 * `priceSource` says which one holds. The named table wins when it has a price, then the other
 * table, then the offer's own `price`.
 */
export function offerPrice(
  offer: Pick<Offer, 'price' | 'priceSource' | 'ecommercePrice' | 'customPrice'>,
): number {
  const { priceSource, ecommercePrice, customPrice } = offer;
  if (priceSource === 'customPrice') return customPrice ?? ecommercePrice ?? offer.price;
  if (priceSource === 'ecommercePrice') return ecommercePrice ?? customPrice ?? offer.price;
  return offer.price;
}
