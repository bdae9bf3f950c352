import * as v from 'valibot';
import { money } from './schemas.ts';

/**
 * The body of a coupon check (`POST coupons/validate/…`): the proposal's entry payment, when there is a
 * proposal (a coupon may need one, seed 001 §5). No body at all is the same as an empty one. The
 * sandbox validates with it; callers import its type only.
 */
export const CouponCheckPayloadSchema = v.optional(v.looseObject({ entryValue: v.optional(money) }), {});

/** A coupon check body. */
export type CouponCheckPayload = v.InferInput<typeof CouponCheckPayloadSchema>;
