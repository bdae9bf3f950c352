import { GuardError } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * Offers marketplace search (seed 001 §7 "Offers marketplace"): a POST to the service's root, public
 * or with the bearer ("in one form"), and suggestions.
 */
export const offerSearchCalls = {
  search: { method: 'POST', path: '', adds: ['brand', 'market'] },
  searchSignedIn: { method: 'POST', path: '', bearer: true, adds: ['brand', 'market'] },
  suggestions: { method: 'POST', path: 'suggestions', adds: ['brand', 'market'] },
} as const satisfies Record<string, CallSpec>;

/** Where the car is (seed 000 §3 "Current car location"). */
export interface CarLocation {
  stateCode: string;
  cityName: string;
  countryCode?: string;
  influenceAreas?: { id: number; brandName: string }[];
  regionals?: { regionalId: number; brandName: string }[];
}

/** A search page. */
export interface OfferPage {
  total: number;
  page: number;
  items: { id: string; title: string; type: string; price: number; scope: string }[];
}

/**
 * Searches offers around the car's location: the brand's regional and influence area go in the body.
 * Refused with 'There is no Regional' / 'There is no influence area' when the location has none for
 * the brand (seed 000 §8).
 */
export function searchOffersNear(
  scope: ApiScope,
  location: CarLocation,
  filters: { text?: string; page?: number; size?: number } = {},
  signal?: AbortSignal,
): Promise<OfferPage> {
  const mine = (name: string) => name.toLowerCase() === scope.brand;
  const regional = location.regionals?.find((r) => mine(r.brandName));
  if (!regional) return Promise.reject(new GuardError('There is no Regional'));
  const area = location.influenceAreas?.find((a) => mine(a.brandName));
  if (!area) return Promise.reject(new GuardError('There is no influence area'));
  return request(scope, 'offers-search', offerSearchCalls.search, {
    json: {
      ...filters,
      stateCode: location.stateCode,
      cityName: location.cityName,
      regionalId: regional.regionalId,
      influenceAreaId: area.id,
    },
    signal,
  });
}
