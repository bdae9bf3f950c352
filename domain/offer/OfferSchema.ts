import * as v from 'valibot';
import {
  MOPAR_KINDS,
  MOPAR_TYPES,
  OFFER_SCOPES,
  OFFER_TYPES,
  PRICE_DISPLAY_TYPES,
  PRICE_SOURCES,
} from '../../api/offerVocabulary.ts';

const amount = v.pipe(v.number(), v.minValue(0));
const orNull = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema), null);

/**
 * An offer as the offers services answer it (search items, `offer/{id}`). Unknown fields are dropped;
 * the optional ones read as null. `priceSource` names the table the price comes from (seed 000 §3
 * "Price source tables"; see {@link offerPrice}).
 */
export const OfferSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  type: v.picklist(OFFER_TYPES),
  scope: v.picklist(OFFER_SCOPES),
  mvsCode: v.optional(v.string(), ''),
  modelCode: v.optional(v.string(), ''),
  year: orNull(v.number()),
  priceDisplayType: v.picklist(PRICE_DISPLAY_TYPES),
  price: amount,
  fromPrice: orNull(amount),
  installments: orNull(v.pipe(v.number(), v.integer(), v.minValue(1))),
  installmentValue: orNull(amount),
  priceSource: orNull(v.picklist(PRICE_SOURCES)),
  ecommercePrice: orNull(amount),
  customPrice: orNull(amount),
  moparType: orNull(v.picklist(MOPAR_TYPES)),
  moparKind: orNull(v.picklist(MOPAR_KINDS)),
  dealerCode: orNull(v.string()),
  dealerName: orNull(v.string()),
  stateCode: orNull(v.string()),
  cityName: orNull(v.string()),
  stamps: v.optional(v.array(v.string()), () => []),
  sold: v.optional(v.boolean(), false),
  saved: v.optional(v.boolean(), false),
});

/** An offer read from an answer. */
export type Offer = v.InferOutput<typeof OfferSchema>;

/** A page of offers as the search service pages them (`page` from 0). */
export interface OfferPage {
  total: number;
  page: number;
  items: Offer[];
}

/** Reads an offer from an answer; null when it is not one. */
export function readOffer(raw: unknown): Offer | null {
  const result = v.safeParse(OfferSchema, raw);
  return result.success ? result.output : null;
}

/** Reads a search page: the offers that read, the total and page as answered. */
export function readOfferPage(raw: unknown): OfferPage {
  const answer = (raw ?? {}) as { total?: unknown; page?: unknown; items?: unknown };
  const items = Array.isArray(answer.items) ? answer.items.map(readOffer).filter((o) => o !== null) : [];
  return {
    total: typeof answer.total === 'number' ? answer.total : items.length,
    page: typeof answer.page === 'number' ? answer.page : 0,
    items,
  };
}
