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
