import { describe, expect, it } from 'vitest';
import { cdcEntryAmount } from '../../api/financing/cdc.ts';
import { discountedInput } from './discountedInput.ts';

const input = {
  mvs: '826D7L3',
  year: 2026,
  price: 100000,
  colorCode: '249',
  entrancePercent: 30,
  numberOfInstallments: 48,
};

describe('discountedInput', () => {
  it('takes the coupon off the price and keeps the entry payment, so the amount financed drops by it', () => {
    const { input: priced, discount } = discountedInput(input, 30000, { name: 'BEMVINDO10', discount: 10 });
    expect(discount).toEqual({ coupon: 'BEMVINDO10', amount: 10000 });
    expect(priced).toMatchObject({ price: 90000, numberOfInstallments: 48, mvs: '826D7L3' });
    expect(priced.entrancePercent).toBeCloseTo(33.3333, 3);
    // The CDC request's entry amount is still the shopper's R$ 30.000.
    expect(cdcEntryAmount(priced)).toBe(30000);
  });

  it('rounds to cents and never asks for more than the whole price as entry', () => {
    const odd = discountedInput({ ...input, price: 99999.99 }, 30000, { name: 'FROTA5', discount: 5 });
    expect(odd.discount.amount).toBe(5000);
    expect(odd.input.price).toBe(94999.99);
    expect(discountedInput(input, 95000, { name: 'X', discount: 10 }).input.entrancePercent).toBe(100);
  });
});
