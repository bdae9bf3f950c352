import { describe, expect, it } from 'vitest';
import { isDiscountBenefit, isDiscountHolder } from './discountRule.ts';

const member = { document: '39053344705', dependants: ['52998224725'] };

describe('the discount-benefit rule (registered CPF or its dependants)', () => {
  it('accepts the registered document and a dependant, masked or not', () => {
    expect(isDiscountHolder('390.533.447-05', member)).toBe(true);
    expect(isDiscountHolder('52998224725', member)).toBe(true);
  });

  it('refuses anyone else, and an empty document', () => {
    expect(isDiscountHolder('111.444.777-35', member)).toBe(false);
    expect(isDiscountHolder('', member)).toBe(false);
    expect(isDiscountHolder('', { document: null, dependants: [] })).toBe(false);
  });

  it('applies to a share off, not to a courtesy', () => {
    expect(isDiscountBenefit({ discountPercent: 10 })).toBe(true);
    expect(isDiscountBenefit({ discountPercent: 100 })).toBe(false);
    expect(isDiscountBenefit({ discountPercent: 0 })).toBe(false);
  });
});
