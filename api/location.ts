import { GuardError } from '../core/errors.ts';
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

/** Location service calls used so far (seed 000 §7 "Location"); state and city calls use a fixed country. */
export const locationCalls = {
  states: { method: 'GET', path: 'country/{country}/state' },
  cities: { method: 'GET', path: 'country/{country}/state/{state}/city' },
  cep: { method: 'GET', path: 'cep/{cep}' },
} as const satisfies Record<string, CallSpec>;

/** States of the market's country. */
export function getStates(scope: ApiScope, signal?: AbortSignal): Promise<StateItem[]> {
  return request(scope, 'location', locationCalls.states, { params: { country: scope.country }, signal });
}

/** Cities of a state; refused before sending without a state ('stateCode param is required'). */
export function getCities(scope: ApiScope, stateCode: string, signal?: AbortSignal): Promise<CityItem[]> {
  if (!stateCode) return Promise.reject(new GuardError('stateCode param is required'));
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
