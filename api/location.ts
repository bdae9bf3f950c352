import { type ApiScope, type CallSpec, request } from './client.ts';

/** A state (BR) or province (AR). */
export interface StateItem {
  code: string;
  name: string;
}

/** A city; `code` is the IBGE code in Brazil. */
export interface CityItem {
  code: string;
  name: string;
  stateCode: string;
}

/** An address found by postal code. */
export interface AddressLookup {
  postalCode: string;
  street: string;
  neighborhood: string;
  cityName: string;
  cityCode: string;
  stateCode: string;
}

const STATE_REQUIRED = 'stateCode param is required';

/**
 * Location service (seed 000 §7 "Location"). State and city calls use the market's fixed country,
 * in the path or, for `state` and `city`, as the `country` query parameter.
 */
export const locationCalls = {
  correios: { method: 'GET', path: 'cep/correios/{cep}' },
  viacep: { method: 'GET', path: 'cep/viacep/{cep}' },
  cep: { method: 'GET', path: 'cep/{cep}' },
  city: { method: 'GET', path: 'city', query: ['postalCode?', 'state?'], adds: ['country'] },
  country: { method: 'GET', path: 'country/{country}' },
  states: { method: 'GET', path: 'country/{country}/state' },
  state: { method: 'GET', path: 'country/{country}/state/{state}' },
  cities: {
    method: 'GET',
    path: 'country/{country}/state/{state}/city',
    guards: { 'params.state': STATE_REQUIRED },
  },
  cityByName: { method: 'GET', path: 'country/{country}/state/{state}/city/{name}' },
  zone: { method: 'GET', path: 'locationId/{id}/zone' },
  stateList: { method: 'GET', path: 'state', adds: ['country'] },
  /** Places matching a typed address (street and number, neighbourhood or city), best first (api/README). */
  address: { method: 'GET', path: 'address', query: ['text', 'state?'], adds: ['country'] },
} as const satisfies Record<string, CallSpec>;

/** States of the market's country. */
export function getStates(scope: ApiScope, signal?: AbortSignal): Promise<StateItem[]> {
  return request(scope, 'location', locationCalls.states, { params: { country: scope.country }, signal });
}

/** Cities of a state; refused before sending without a state ('stateCode param is required'). */
export function getCities(scope: ApiScope, stateCode: string, signal?: AbortSignal): Promise<CityItem[]> {
  return request(scope, 'location', locationCalls.cities, {
    params: { country: scope.country, state: stateCode },
    signal,
  });
}

/** Address by postal code, hyphen removed; null when the service does not know it. */
export async function lookupPostalCode(scope: ApiScope, postalCode: string): Promise<AddressLookup | null> {
  const cep = postalCode.replace(/\D/g, '');
  try {
    return await request<AddressLookup>(scope, 'location', locationCalls.cep, { params: { cep } });
  } catch {
    return null;
  }
}

/**
 * Cities of a postal code: null on a non-200 answer, an empty list or any exception (logged), as the
 * seeds say (seed 000 §8, seed 001 §8).
 */
export async function citiesByPostalCode(scope: ApiScope, postalCode: string): Promise<CityItem[] | null> {
  try {
    const cities = await request<CityItem[]>(scope, 'location', locationCalls.city, {
      query: { postalCode: postalCode.replace(/\D/g, '') },
    });
    return Array.isArray(cities) && cities.length > 0 ? cities : null;
  } catch (error) {
    console.warn('[hub-widgets] location: cities by postal code failed', (error as Error).name);
    return null;
  }
}

/** A place to search dealers in: state (or province) and city. */
export interface Place {
  stateCode: string;
  cityCode: string;
  cityName: string;
}

/** An empty place. */
export const NO_PLACE: Place = { stateCode: '', cityCode: '', cityName: '' };

/** A point on the map (WGS 84 degrees). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}
