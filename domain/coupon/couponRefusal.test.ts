import { describe, expect, it } from 'vitest';
import { couponRefusal } from './couponRefusal.ts';

describe('couponRefusal', () => {
  it('a valid coupon is not refused', () => {
    expect(couponRefusal({ valid: true, discount: 10 })).toBeNull();
  });

  it('an entry payment wanted, or any other refusal: unavailable', () => {
    expect(couponRefusal({ valid: false, discount: 0, reason: 'NEEDS_ENTRY_PAYMENT' })).toBe('entryRequired');
    expect(couponRefusal({ valid: false, discount: 0, reason: 'UNAVAILABLE' })).toBe('unavailable');
    expect(couponRefusal({ valid: false, discount: 0 })).toBe('unavailable');
  });
});
