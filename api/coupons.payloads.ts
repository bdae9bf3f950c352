import * as v from 'valibot';
import { money } from './schemas.ts';

/*
 * The coupons service's payloads: `validateCoupon` is typed by them and the sandbox checks what it
 * receives with them. Widgets import their types only, so no page bundle carries them.
 */

/**
 * The body of a coupon check (`POST coupons/validate/…`): the proposal's entry payment, when there is a
 * proposal (a coupon may need one, seed 001 §5). No body at all is the same as an empty one.
 */
export const CouponCheckPayloadSchema = v.optional(v.looseObject({ entryValue: v.optional(money) }), {});
/** A coupon check body. */
export type CouponCheckPayload = v.InferInput<typeof CouponCheckPayloadSchema>;

/** The body of `POST coupons/count` (seed 001 §7: id, cpf): the offer, the CPF (CUIL in Argentina), the coupon's name. */
export const CouponUsePayloadSchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  cpf: v.pipe(v.string(), v.regex(/^\d{11}$/)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
});
/** A coupon use body. */
export type CouponUsePayload = v.InferInput<typeof CouponUsePayloadSchema>;
