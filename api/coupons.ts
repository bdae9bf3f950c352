import { type ApiScope, type CallSpec, request } from './client.ts';
import type { CouponCheckPayload } from './coupons.payloads.ts';

const ADMIN = { headers: ['brand'], response: 'none' } as const;

/**
 * Coupons service (seed 001 §7 "Coupons"). Validation is anonymous with an optional cpf query;
 * clearing coupon uses is an admin-style call with the brand header (seed 001 §6).
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
