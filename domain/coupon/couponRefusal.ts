import type { CouponCheck } from '../../api/coupons.ts';

/** Why a coupon was not applied, as the field says it: unavailable, or only with an entry payment. */
export type CouponRefusal = 'unavailable' | 'entryRequired';

/**
 * What a coupon check means for the shopper (seed 001 §5, §8): null when the coupon applies;
 * `entryRequired` ('Coupon available only in proposals with an entry payment') when the service wants
 * an entry payment; else `unavailable` ('Coupon unavailable').
 */
export function couponRefusal(check: CouponCheck): CouponRefusal | null {
  if (check.valid) return null;
  return check.reason === 'NEEDS_ENTRY_PAYMENT' ? 'entryRequired' : 'unavailable';
}
