import { type ApiScope, type CallSpec, request } from './client.ts';

/** Working or break period of a dealer. */
export interface DealerPeriod {
  type: 'WORKING_TIME' | 'BREAK';
  weekdays: number[];
  start: string;
  end: string;
}

/** A dealer as the dealers service returns it. */
export interface Dealer {
  id: number;
  dealerCode: string;
  name: string;
  street: string;
  number: string;
  neighborhood: string;
  postalCode: string;
  cityName: string;
  stateCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  types: ('ONLINE_SCHEDULE' | 'DIGITAL_DEALER')[];
  periods: DealerPeriod[];
}

/** Dealers service calls used so far (seed 000 §7 "Dealers"). */
export const dealerCalls = {
  findBy: { method: 'GET', path: 'v2/dealer/findDealersBy' },
} as const satisfies Record<string, CallSpec>;

/** Dealers of the brand in a state and city. */
export function findDealersBy(
  scope: ApiScope,
  where: { stateCode: string; cityName: string },
  signal?: AbortSignal,
): Promise<Dealer[]> {
  return request(scope, 'dealers', dealerCalls.findBy, {
    query: { brand: scope.brand, market: scope.market, state: where.stateCode, city: where.cityName },
    signal,
  });
}
