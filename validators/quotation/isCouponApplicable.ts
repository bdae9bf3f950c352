/**
 * Whether a discount coupon may be used in a financing proposal (seed 001 §5): only in proposals with
 * an entry payment, i.e. an entry amount (or percentage) above 0. When false, show
 * `textOf(quotationMessages['coupon.entryRequired'], market)`.
 */
export function isCouponApplicable(entry: number): boolean {
  return Number.isFinite(entry) && entry > 0;
}
