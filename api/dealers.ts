import { type ApiScope, type CallSpec, request } from './client.ts';
import type { GeoPoint, Place } from './location.ts';

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

/**
 * A dealer as the pickers show it: the service's dealer, with the distance from the shopper when
 * it is known, whether it is offline (no online service: shown, not chosen) and, when the service
 * sends them, its WhatsApp digits, influence area and regional.
 */
export interface PickedDealer extends Dealer {
  distanceKm?: number | undefined;
  offline?: boolean;
  whatsapp?: string | null;
  influenceAreaId?: number;
  regionalId?: number;
}

const BRAND_MARKET = ['brand', 'market'] as const;
const RADIUS = ['referenceLatitude', 'referenceLongitude', 'radius'] as const;

/**
 * Dealers service (seed 000 §7 "Dealers"), v1/v2/v3 as the first path segment. Dealer lists are
 * public; brand and market are added to the lookups.
 */
export const dealerCalls = {
  findByV1: { method: 'GET', path: 'v1/findDealersBy', query: ['state?', 'city?'], adds: BRAND_MARKET },
  appointments: { method: 'GET', path: 'v1/appointments/web', bearer: true },
  brands: { method: 'GET', path: 'v1/brand' },
  dealers: { method: 'GET', path: 'v1/dealer', adds: BRAND_MARKET },
  anyDealer: { method: 'GET', path: 'v1/dealer/any/{id}' },
  allProvinces: { method: 'GET', path: 'v1/province/all', adds: ['country'] },
  provinces: { method: 'GET', path: 'v1/province', adds: ['brand', 'country'] },
  provinceZones: {
    method: 'GET',
    path: 'v1/province/{provinceId}/zone',
    guards: { 'params.provinceId': 'routeParams.provinceId param is required' },
  },
  service: { method: 'GET', path: 'v1/service/{id}', adds: ['market'] },
  groups: { method: 'GET', path: 'v1/dealergroup', adds: ['brand'] },
  groupInfluenceAreas: { method: 'GET', path: 'v1/dealergroup/{group}/influencearea' },
  influenceAreaCities: {
    method: 'GET',
    path: 'v1/influencearea/{id}/city',
    guards: { 'params.id': 'There is no influence area' },
  },
  groupStates: { method: 'GET', path: 'v1/dealergroup/{group}/states' },
  groupStateCities: {
    method: 'GET',
    path: 'v1/dealergroup/{group}/state/{stateCode}/cities',
    guards: { 'params.stateCode': 'stateCode param is required' },
  },
  byGroup: { method: 'GET', path: 'v1/dealer/findByGroup', query: ['groupId'] },
  updateBlocked: { method: 'POST', path: 'v1/dealer/updateBlocked', bearer: true },
  maintenanceServices: { method: 'GET', path: 'v1/maintenanceservice', bearer: true, adds: ['market'] },
  findBy: { method: 'GET', path: 'v2/dealer/findDealersBy', query: ['state', 'city?'], adds: BRAND_MARKET },
  findByRadius: {
    method: 'GET',
    path: 'v2/dealer/findDealersByRadius',
    query: RADIUS,
    adds: BRAND_MARKET,
    guards: { 'query.radius': 'There is no Radius' },
  },
  offlineByLocation: {
    method: 'GET',
    path: 'v2/dealer/findOfflineDealersByLocation',
    query: ['referenceLatitude', 'referenceLongitude'],
    adds: BRAND_MARKET,
  },
  offlineStates: { method: 'GET', path: 'v2/dealer/findAllOfflineStates', adds: BRAND_MARKET },
  offlineByState: {
    method: 'GET',
    path: 'v2/dealer/findOfflineDealersByState',
    query: ['state'],
    adds: BRAND_MARKET,
  },
  dealerV3: { method: 'GET', path: 'v3/dealer', query: ['dealerCode'], adds: BRAND_MARKET },
  econnect: { method: 'PATCH', path: 'v3/dealer/econnect', bearer: true },
} as const satisfies Record<string, CallSpec>;

/**
 * A schedule of the signed-in shopper as dealers v1 appointments/web returns it: a test drive or a
 * visit (the status is the service's code; the widget puts the ones it knows into words).
 */
export interface Appointment {
  scheduleId: string;
  dealerCode: string | null;
  /** YYYY-MM-DD. */
  date: string;
  period: 'MORNING' | 'AFTERNOON';
  status: string;
  /** A virtual visit (video call) is an event: confirmed and cancelled through virtual-event. */
  eventId?: string;
}

/** The signed-in shopper's schedules (v1 appointments/web, bearer). */
export function getAppointments(scope: ApiScope, signal?: AbortSignal): Promise<Appointment[]> {
  return request(scope, 'dealers', dealerCalls.appointments, { signal });
}

/** Dealers of the brand in a state and city. */
export function findDealersBy(
  scope: ApiScope,
  where: { stateCode: string; cityName: string },
  signal?: AbortSignal,
): Promise<Dealer[]> {
  return request(scope, 'dealers', dealerCalls.findBy, {
    query: { state: where.stateCode, city: where.cityName },
    signal,
  });
}

/** Dealers of the brand within `radius` km of a point; refused with 'There is no Radius' without one. */
export function findDealersByRadius(
  scope: ApiScope,
  where: { latitude: number; longitude: number; radius: number | undefined },
  signal?: AbortSignal,
): Promise<(Dealer & { distanceKm: number })[]> {
  return request(scope, 'dealers', dealerCalls.findByRadius, {
    query: { referenceLatitude: where.latitude, referenceLongitude: where.longitude, radius: where.radius },
    signal,
  });
}

/** Dealers of the brand in a state and, optionally, a city (v2 findDealersBy). */
export function dealersIn(
  scope: ApiScope,
  place: Pick<Place, 'stateCode' | 'cityName'>,
  signal?: AbortSignal,
) {
  if (place.cityName) return findDealersBy(scope, place, signal) as Promise<PickedDealer[]>;
  return request<PickedDealer[]>(scope, 'dealers', dealerCalls.findBy, {
    query: { state: place.stateCode },
    signal,
  });
}

/** Dealers of the brand within `radiusKm` of a point, with their distance (v2 findDealersByRadius). */
export function dealersNear(scope: ApiScope, point: GeoPoint, radiusKm: number, signal?: AbortSignal) {
  return findDealersByRadius(
    scope,
    { latitude: point.latitude, longitude: point.longitude, radius: radiusKm },
    signal,
  ) as Promise<PickedDealer[]>;
}

/** Offline dealers near a point (v2 findOfflineDealersByLocation). */
export function offlineDealersNear(scope: ApiScope, point: GeoPoint, signal?: AbortSignal) {
  return request<PickedDealer[]>(scope, 'dealers', dealerCalls.offlineByLocation, {
    query: { referenceLatitude: point.latitude, referenceLongitude: point.longitude },
    signal,
  });
}

/** Offline dealers of a state (v2 findOfflineDealersByState). */
export function offlineDealersIn(scope: ApiScope, stateCode: string, signal?: AbortSignal) {
  return request<PickedDealer[]>(scope, 'dealers', dealerCalls.offlineByState, {
    query: { state: stateCode },
    signal,
  });
}

/** One dealer of the brand by its code (v3 dealer). */
export function dealerByCode(scope: ApiScope, dealerCode: string, signal?: AbortSignal) {
  return request<PickedDealer>(scope, 'dealers', dealerCalls.dealerV3, { query: { dealerCode }, signal });
}
