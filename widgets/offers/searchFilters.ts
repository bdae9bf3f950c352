import type { OfferFilters } from '../../api/offers-search.ts';
import type { MoparKind, MoparType, OfferScope, OfferType } from '../../domain/offer/index.ts';

/** The search form as the shopper fills it: prices as typed, lists as ticked. */
export interface FilterValues {
  text: string;
  model: string;
  minPrice: string;
  maxPrice: string;
  stateCode: string;
  cityCode: string;
  cityName: string;
  dealerCode: string;
  types: OfferType[];
  scopes: OfferScope[];
  moparTypes: MoparType[];
  moparKinds: MoparKind[];
}

/** Nothing filtered. */
export const NO_FILTERS: FilterValues = {
  text: '',
  model: '',
  minPrice: '',
  maxPrice: '',
  stateCode: '',
  cityCode: '',
  cityName: '',
  dealerCode: '',
  types: [],
  scopes: [],
  moparTypes: [],
  moparKinds: [],
};

/** A typed amount of money (digits, with thousands dots and decimal comma allowed); null when not one. */
export function readAmount(typed: string): number | null {
  const text = typed.trim().replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(text)) return null;
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

/** Which price field is wrong and why: not an amount, or a maximum below the minimum. */
export function priceErrors(values: Pick<FilterValues, 'minPrice' | 'maxPrice'>): {
  minPrice?: 'priceInvalid';
  maxPrice?: 'priceInvalid' | 'priceOrder';
} {
  const min = values.minPrice.trim() ? readAmount(values.minPrice) : undefined;
  const max = values.maxPrice.trim() ? readAmount(values.maxPrice) : undefined;
  return {
    ...(min === null ? { minPrice: 'priceInvalid' as const } : {}),
    ...(max === null
      ? { maxPrice: 'priceInvalid' as const }
      : min != null && max != null && max < min
        ? { maxPrice: 'priceOrder' as const }
        : {}),
  };
}

/**
 * The search body of valid filter values: only what the shopper chose (an empty field or list is no
 * filter), the text trimmed, prices as numbers, the city by name, the page and its size.
 */
export function searchBody(values: FilterValues, page: number, size: number): OfferFilters {
  const body: OfferFilters = { page, size };
  const text = values.text.trim();
  if (text) body.text = text;
  if (values.model) body.model = values.model;
  const min = values.minPrice.trim() ? readAmount(values.minPrice) : null;
  const max = values.maxPrice.trim() ? readAmount(values.maxPrice) : null;
  if (min !== null) body.minPrice = min;
  if (max !== null) body.maxPrice = max;
  if (values.stateCode) body.stateCode = values.stateCode;
  if (values.stateCode && values.cityName) body.cityName = values.cityName;
  if (values.dealerCode) body.dealerCode = values.dealerCode;
  for (const list of ['types', 'scopes', 'moparTypes', 'moparKinds'] as const)
    if (values[list].length) body[list] = [...values[list]];
  return body;
}
