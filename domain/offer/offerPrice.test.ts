import { describe, expect, it } from 'vitest';
import { offerPrice } from './offerPrice.ts';

const base = { price: 100, ecommercePrice: 90, customPrice: 80 };

describe('offerPrice', () => {
  it('takes the price from the table the offer names', () => {
    expect(offerPrice({ ...base, priceSource: 'ecommercePrice' })).toBe(90);
    expect(offerPrice({ ...base, priceSource: 'customPrice' })).toBe(80);
  });
  it('falls back to the other table, then to the offer price', () => {
    expect(offerPrice({ ...base, priceSource: 'customPrice', customPrice: null })).toBe(90);
    expect(offerPrice({ ...base, priceSource: 'ecommercePrice', ecommercePrice: null })).toBe(80);
    expect(
      offerPrice({ price: 100, priceSource: 'customPrice', customPrice: null, ecommercePrice: null }),
    ).toBe(100);
  });
  it('without a source the offer price holds', () => {
    expect(offerPrice({ ...base, priceSource: null })).toBe(100);
  });
});
