import { compareText } from '../core/format.ts';
import type { ApiScope } from './client.ts';
import { request } from './client.ts';
import { dealerCalls } from './dealers.ts';
import type { GeoPoint, Place } from './location.ts';
import { type CityItem, getCities, getStates, locationCalls, type StateItem } from './location.ts';

/**
 * Data access of the shared location and dealer pieces, on the api/ tables and `request` only.
 * Brazil's states come from the location service; Argentina's provinces from the dealers service's
 * v1 province calls (seed 000 §7); cities of both from the location service, with the market's
 * fixed country.
 */

/** States (BR) or provinces (AR, `v1/province/all`) of the market's country, by name. */
export async function getRegions(scope: ApiScope, signal?: AbortSignal): Promise<StateItem[]> {
  if (scope.country !== 'AR') return getStates(scope, signal);
  const provinces = await request<{ code: string; name: string }[]>(
    scope,
    'dealers',
    dealerCalls.allProvinces,
    {
      signal,
    },
  );
  return provinces
    .map(({ code, name }) => ({ code, name }))
    .sort((a, b) => compareText(a.name, b.name, scope.market));
}

/** Cities of a state or province. */
export function getRegionCities(
  scope: ApiScope,
  stateCode: string,
  signal?: AbortSignal,
): Promise<CityItem[]> {
  return getCities(scope, stateCode, signal);
}

/** A typed address resolved by the location service: its place (state, city), a point and a label. */
export interface FoundAddress extends Place, GeoPoint {
  /** What was found, for the shopper: 'Rua Augusta, São Paulo – SP'. */
  label: string;
}

/**
 * Resolves a typed address (street and number, neighbourhood or city) within a state to a place and a
 * point through the location service (`GET address`); null when the service finds nothing.
 */
export async function findAddress(
  scope: ApiScope,
  address: { stateCode: string; text: string },
  signal?: AbortSignal,
): Promise<FoundAddress | null> {
  const found = await request<FoundAddress[]>(scope, 'location', locationCalls.address, {
    query: { text: address.text, state: address.stateCode },
    signal,
  });
  return Array.isArray(found) ? (found[0] ?? null) : null;
}

/** A city's IBGE (or sandbox) code and centre; null when the service does not know it. */
export async function cityDetail(
  scope: ApiScope,
  place: Pick<Place, 'stateCode' | 'cityName'>,
  signal?: AbortSignal,
): Promise<(GeoPoint & { code: string }) | null> {
  try {
    const city = await request<{ code?: string; latitude?: number; longitude?: number }>(
      scope,
      'location',
      locationCalls.cityByName,
      { params: { country: scope.country, state: place.stateCode, name: place.cityName }, signal },
    );
    return city && typeof city.latitude === 'number' && typeof city.longitude === 'number'
      ? { code: city.code ?? '', latitude: city.latitude, longitude: city.longitude }
      : null;
  } catch {
    return null;
  }
}
