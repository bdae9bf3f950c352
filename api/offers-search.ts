import { GuardError } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * Offers marketplace search (seed 001 §7 "Offers marketplace"): a POST to the service's root, public
 * or with the bearer ("in one form"), and suggestions.
 */
export const offerSearchCalls = {
  search: { method: 'POST', path: '', adds: ['brand', 'market'], reads: true },
  searchSignedIn: { method: 'POST', path: '', bearer: true, adds: ['brand', 'market'], reads: true },
  suggestions: { method: 'POST', path: 'suggestions', adds: ['brand', 'market'], reads: true },
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

/** What a shopper may filter offers by (seed 000 §3 "Offers"); `page` from 0. */
export interface OfferFilters {
  text?: string;
  model?: string;
  minPrice?: number;
  maxPrice?: number;
  stateCode?: string;
  cityName?: string;
  dealerCode?: string;
  types?: string[];
  scopes?: string[];
  moparTypes?: string[];
  moparKinds?: string[];
  page?: number;
  size?: number;
}

/**
 * Searches the marketplace: the public search, or the signed-in one with the bearer when `signedIn`
 * (its items say which offers the user saved). The answer is read by the caller (domain/offer).
 */
export function searchOffers(
  scope: ApiScope,
  filters: OfferFilters,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<unknown> {
  const call = signedIn ? offerSearchCalls.searchSignedIn : offerSearchCalls.search;
  return request(scope, 'offers-search', call, { json: filters, signal });
}

/** Offer titles matching what the shopper typed, best first. */
export function offerSuggestions(scope: ApiScope, text: string, signal?: AbortSignal): Promise<string[]> {
  return request(scope, 'offers-search', offerSearchCalls.suggestions, { json: { text }, signal });
}
