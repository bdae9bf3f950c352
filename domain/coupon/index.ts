/** Discount coupons (seed 001 §3, §5): the coupon form of hub-financing's proposal and of hub-coupons. */
export { CouponField } from './CouponField.tsx';
export { couponPeriod, isCouponPeriod } from './couponPeriod.ts';
export { type CouponRefusal, couponRefusal } from './couponRefusal.ts';
export { couponMessages } from './i18n.ts';
export {
  type AppliedCoupon,
  type CouponOptions,
  type CouponState,
  type CouponValues,
  useCoupon,
} from './useCoupon.ts';
