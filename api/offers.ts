import { type ApiScope, type CallSpec, request } from './client.ts';

const OFFER = ['brand', 'country', 'language'] as const;
/** Preparing offers: the group's offer administrators and partners' (api/README.md "Roles"). */
const ADMIN = { bearer: true, adds: OFFER, roles: ['offer_admin', 'partner_admin'] } as const;
/** Deciding what shoppers see (publish, unpublish, disapprove, bulk status, order): offer administrators only. */
const APPROVE = { bearer: true, adds: OFFER, roles: ['offer_admin'] } as const;

/**
 * Offers service (seed 001 §7 "Offers marketplace"): payment types, the offer service (brand,
 * country and language as params; changes bearer), saved offers (brand upper-case), reserve (v1).
 */
export const offerCalls = {
  paymentTypes: { method: 'GET', path: 'payment', adds: ['brand', 'market'] },
  paymentTypesV2: { method: 'GET', path: 'v2/payment', adds: ['brand', 'market'] },
  create: { method: 'POST', path: 'offer', ...ADMIN },
  offer: { method: 'GET', path: 'offer/{id}', adds: OFFER },
  update: { method: 'PUT', path: 'offer/{id}', ...ADMIN },
  remove: { method: 'DELETE', path: 'offer/{id}', ...ADMIN, response: 'none' },
  sold: { method: 'PUT', path: 'offer/{id}/sold', ...ADMIN },
  unsold: { method: 'PUT', path: 'offer/{id}/unsold', ...ADMIN },
  publish: { method: 'PUT', path: 'offer/{id}/publish', ...APPROVE },
  unpublish: { method: 'PUT', path: 'offer/{id}/unpublish', ...APPROVE },
  disapprove: { method: 'PUT', path: 'offer/{id}/disapprove', ...APPROVE },
  updateStatus: { method: 'POST', path: 'offer/{id}/update-status', ...APPROVE },
  reorder: { method: 'PUT', path: 'offer/reorder', ...APPROVE },
  parts: { method: 'GET', path: 'part', adds: OFFER },
  categories: { method: 'GET', path: 'category', adds: OFFER },
  features: { method: 'GET', path: 'feature', adds: OFFER },
  stamps: { method: 'GET', path: 'stamp', adds: OFFER },
  savedOffers: { method: 'GET', path: 'saved-offers', bearer: true, adds: ['BRAND', 'market'] },
  saveOffers: { method: 'POST', path: 'saved-offers', bearer: true, query: ['offerIds'], adds: ['BRAND'] },
  impediments: { method: 'GET', path: 'v1/impediments', adds: ['market'] },
  reserveAvailability: { method: 'GET', path: 'v1/reserve/availability', query: ['offerId'] },
  reserve: { method: 'POST', path: 'v1/reserve' },
  billUrl: { method: 'GET', path: 'v1/bill/generate-url', query: ['reserveId'] },
} as const satisfies Record<string, CallSpec>;

/** The user's saved offers (brand upper-case, market). */
export function getSavedOffers(scope: ApiScope, signal?: AbortSignal): Promise<{ offerIds: string[] }> {
  return request(scope, 'offers', offerCalls.savedOffers, { signal });
}

/** Saves the user's offers: brand upper-case and the offer ids comma-joined. */
export function saveOffers(scope: ApiScope, offerIds: string[]): Promise<{ offerIds: string[] }> {
  return request(scope, 'offers', offerCalls.saveOffers, { query: { offerIds: offerIds.join(',') } });
}

/** One offer (`offer/{id}`), read by the caller (domain/offer). */
export function getOffer(scope: ApiScope, id: string, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'offers', offerCalls.offer, { params: { id }, signal });
}

/** A payment type as `v2/payment` answers it. */
export interface PaymentType {
  id: string;
  enabled: boolean;
}

/** The brand's payment types in the market (`v2/payment`). */
export function getPaymentTypes(scope: ApiScope, signal?: AbortSignal): Promise<PaymentType[]> {
  return request(scope, 'offers', offerCalls.paymentTypesV2, { signal });
}

/** What may keep a buyer from reserving (offer service v1), in the market's words. */
export interface Impediment {
  code: string;
  message: string;
}

/** The impediments to a reserve in the market (`v1/impediments`). */
export function getImpediments(scope: ApiScope, signal?: AbortSignal): Promise<Impediment[]> {
  return request(scope, 'offers', offerCalls.impediments, { signal });
}

/** Whether an offer may still be reserved (`v1/reserve/availability`). */
export function getReserveAvailability(
  scope: ApiScope,
  offerId: string,
  signal?: AbortSignal,
): Promise<{ offerId: string; available: boolean }> {
  return request(scope, 'offers', offerCalls.reserveAvailability, { query: { offerId }, signal });
}

/** Who reserves: a CPF in Brazil, a CUIL in Argentina; the phone as the services take it. */
export interface ReserveBody {
  offerId: string;
  name: string;
  email: string;
  phone: string;
  cpf?: string;
  cuil?: string;
}

/** Reserves an offer (`v1/reserve`). */
export function reserveOffer(scope: ApiScope, body: ReserveBody): Promise<{ id: string; offerId: string }> {
  return request(scope, 'offers', offerCalls.reserve, { json: body });
}

/** The bank slip of a reserve (`v1/bill/generate-url`). */
export function getBillUrl(scope: ApiScope, reserveId: string): Promise<{ url: string; dueDays?: number }> {
  return request(scope, 'offers', offerCalls.billUrl, { query: { reserveId } });
}
