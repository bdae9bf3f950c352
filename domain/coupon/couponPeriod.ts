/** The period of a coupon (seed 001 §3 "Coupon"), YYYY-MM: the month of `now`, the current one by default. */
export const couponPeriod = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

/** Whether a text is a coupon period, YYYY-MM (an attribute's value). */
export const isCouponPeriod = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
