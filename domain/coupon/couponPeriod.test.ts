import { describe, expect, it } from 'vitest';
import { couponPeriod, isCouponPeriod } from './couponPeriod.ts';

describe('couponPeriod', () => {
  it('is the month of the date, YYYY-MM with two digits', () => {
    expect(couponPeriod(new Date(2026, 0, 31))).toBe('2026-01');
    expect(couponPeriod(new Date(2026, 10, 1))).toBe('2026-11');
  });

  it('tells a period from other text', () => {
    expect(isCouponPeriod('2026-12')).toBe(true);
    expect(isCouponPeriod('2026-13')).toBe(false);
    expect(isCouponPeriod('2026-1')).toBe(false);
    expect(isCouponPeriod('')).toBe(false);
  });
});
