import { describe, expect, it } from 'vitest';
import { priceNotes } from './priceNotes.ts';

const TYPES = [{ type: 'ecommercePrice' }, { type: 'customPrice' }];
const discount = (amount: number) => ({ mvsCode: 'X', discount: amount, hasPriceBonification: amount > 0 });

describe('priceNotes', () => {
  it('names a listed table and takes a special discount off the price', () => {
    expect(priceNotes(90000, 'customPrice', TYPES, discount(1800))).toEqual({
      type: 'customPrice',
      special: { amount: 1800, price: 88200 },
    });
  });

  it('says nothing of a table the service does not list, nor of a discount of zero or above the price', () => {
    expect(priceNotes(90000, 'dealerPrice', TYPES, discount(0))).toBeNull();
    expect(priceNotes(90000, 'customPrice', [], discount(0))).toBeNull();
    expect(priceNotes(1000, null, TYPES, discount(1000))).toBeNull();
    expect(priceNotes(90000, null, undefined, discount(500))).toEqual({
      type: null,
      special: { amount: 500, price: 89500 },
    });
  });
});
