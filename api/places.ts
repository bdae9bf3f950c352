import { ServiceError } from '../core/errors.ts';
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

/** An address found by postal code: the place it is in and, when known, street and neighbourhood. */
export interface PostalAddress extends Place {
  postalCode: string;
  street: string;
  neighborhood: string;
}

type AnyAddress = Record<string, string | undefined>;

function normalize(answer: AnyAddress | null | undefined, cep: string): PostalAddress | null {
  if (!answer || answer.erro) return null;
  const stateCode = answer.stateCode ?? answer.uf ?? '';
  const cityName = answer.cityName ?? answer.localidade ?? answer.cidade ?? '';
  if (!stateCode || !cityName) return null;
  return {
    postalCode: cep,
    street: answer.street ?? answer.logradouro ?? '',
    neighborhood: answer.neighborhood ?? answer.bairro ?? '',
    stateCode,
    cityName,
    cityCode: answer.cityCode ?? answer.ibge ?? '',
  };
}

const POSTAL_SOURCES = [locationCalls.correios, locationCalls.viacep, locationCalls.cep] as const;

/**
 * Address of a Brazilian postal code through cep/correios, then cep/viacep, then cep/{cep} (hyphen
 * removed), each tried when the one before fails or finds nothing. `null` when none knows it (the
 * seed's 'CEP NÃO ENCONTRADO'); throws the last failure when every source failed without a 4xx answer.
 */
export async function findPostalAddress(scope: ApiScope, postalCode: string): Promise<PostalAddress | null> {
  const cep = postalCode.replace(/\D/g, '');
  let failure: unknown = null;
  let notFound = false;
  for (const spec of POSTAL_SOURCES) {
    try {
      const found = normalize(await request<AnyAddress>(scope, 'location', spec, { params: { cep } }), cep);
      if (found) return found;
      notFound = true;
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'bad-request') notFound = true;
      else failure = error;
    }
  }
  if (notFound || !failure) return null;
  throw failure;
}
