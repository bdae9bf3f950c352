import { type ApiScope, type CallSpec, request } from './client.ts';
import type { CouponCheckPayload, CouponUsePayload } from './coupons.payloads.ts';

/**
 * Clearing coupon uses: an admin-style call with the brand header (seed 001 §6), kept for voucher
 * administrators; a role is checked, so the bearer goes with it (api/README.md "Roles").
 */
const ADMIN = { headers: ['brand'], response: 'none', bearer: true, roles: ['voucher_admin'] } as const;

/**
 * Coupons service (seed 001 §7 "Coupons"). Validation is anonymous with an optional cpf query;
 * clearing coupon uses is an admin-style call with the brand header (seed 001 §6). A coupon is named
 * by its offer (`{id}`, the offer id) and period (seed 001 §3 "Coupon": offer id, coupon name, period, cpf).
 */
export const couponCalls = {
  decryptToken: { method: 'GET', path: 'partnership/token/decrypt', query: ['token'] },
  defaultCoupon: { method: 'GET', path: 'coupons/default/offer/{id}/period/{period}' },
  validate: { method: 'POST', path: 'coupons/validate/{name}/offer/{id}/period/{period}', query: ['cpf?'] },
  count: { method: 'POST', path: 'coupons/count' },
  clearCpf: { method: 'DELETE', path: 'coupons/clearCPF/{cpf}', ...ADMIN },
  clear: { method: 'DELETE', path: 'coupons/clear/{id}', ...ADMIN },
  clearForCpf: { method: 'DELETE', path: 'coupons/clear/{id}/{cpf}', ...ADMIN },
} as const satisfies Record<string, CallSpec>;

/** A coupon check answer. */
export interface CouponCheck {
  valid: boolean;
  discount: number;
  reason?: 'UNAVAILABLE' | 'NEEDS_ENTRY_PAYMENT';
}

/** The default coupon of an offer for a period (`GET coupons/default/…`). */
export interface DefaultCoupon {
  name: string;
  offerId: string;
  period: string;
  discountPercent: number;
  /** Whether it is valid only in proposals with an entry payment (seed 001 §5). */
  needsEntry: boolean;
}

/** What a partner link's token says (`GET partnership/token/decrypt`): the partner and, when given, its coupon. */
export interface PartnershipToken {
  partner: string;
  coupon?: string;
  cpf?: string;
}

/** The uses of an offer's coupon by a CPF, after one more was counted (`POST coupons/count`). */
export interface CouponUses {
  offerId: string;
  cpf: string;
  uses: number;
}

/**
 * Validates a coupon for an offer and period, anonymously; the cpf is optional. With an `entryValue`
 * the check answers for a proposal with that entry payment (`NEEDS_ENTRY_PAYMENT` when it needs one).
 */
export function validateCoupon(
  scope: ApiScope,
  coupon: { name: string; offerId: string; period: string; cpf?: string; entryValue?: number },
): Promise<CouponCheck> {
  const body: CouponCheckPayload =
    coupon.entryValue === undefined ? undefined : { entryValue: coupon.entryValue };
  return request(scope, 'coupons', couponCalls.validate, {
    params: { name: coupon.name, id: coupon.offerId, period: coupon.period },
    query: { cpf: coupon.cpf },
    ...(body ? { json: body } : {}),
  });
}

/** The offer's default coupon for a period (YYYY-MM); 404 when the offer has none. */
export function getDefaultCoupon(
  scope: ApiScope,
  offerId: string,
  period: string,
  signal?: AbortSignal,
): Promise<DefaultCoupon> {
  return request(scope, 'coupons', couponCalls.defaultCoupon, { params: { id: offerId, period }, signal });
}

/** What a partner link's token (`?token=`) stands for. */
export function decryptPartnershipToken(
  scope: ApiScope,
  token: string,
  signal?: AbortSignal,
): Promise<PartnershipToken> {
  return request(scope, 'coupons', couponCalls.decryptToken, { query: { token }, signal });
}

/** Counts one use of an offer's coupon by a CPF (CUIL in Argentina) and answers the uses so far. */
export function countCouponUse(scope: ApiScope, json: CouponUsePayload): Promise<CouponUses> {
  return request(scope, 'coupons', couponCalls.count, { json });
}

/** What to clear: the uses of an offer's coupon, of a CPF, or of an offer's coupon by a CPF. */
export type CouponClearing =
  | { offerId: string; cpf?: undefined }
  | { offerId?: undefined; cpf: string }
  | {
      offerId: string;
      cpf: string;
    };

/**
 * Clears coupon uses (voucher administrators; bearer and brand header): of a coupon
 * (`coupons/clear/{id}`), of a CPF (`coupons/clearCPF/{cpf}`) or of a coupon for a CPF
 * (`coupons/clear/{id}/{cpf}`). 404 when there was nothing to clear, 403 for another role.
 */
export function clearCouponUses(scope: ApiScope, what: CouponClearing): Promise<void> {
  if (what.offerId && what.cpf)
    return request(scope, 'coupons', couponCalls.clearForCpf, {
      params: { id: what.offerId, cpf: what.cpf },
    });
  if (what.offerId) return request(scope, 'coupons', couponCalls.clear, { params: { id: what.offerId } });
  return request(scope, 'coupons', couponCalls.clearCpf, { params: { cpf: what.cpf ?? '' } });
}
