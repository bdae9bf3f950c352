import { describe, expect, it } from 'vitest';
import { parseMoney, priceProblem } from './quotationPrice.ts';

describe('a price change must be higher than the initial price (seed 000 §5)', () => {
  it('refuses a price below the initial one', () => {
    expect(priceProblem(100_000, 99_999.99)).toBe('priceBelowInitial');
  });
  it('accepts a higher price, and the initial price itself (no change)', () => {
    expect(priceProblem(100_000, 100_500)).toBeNull();
    expect(priceProblem(100_000, 100_000)).toBeNull();
  });
  it('asks for a price that is not a number', () => {
    expect(priceProblem(100_000, null)).toBe('priceRequired');
  });
});

describe('parseMoney reads amounts as sellers type them', () => {
  it.each([
    ['105.990,50', 105990.5],
    ['105990', 105990],
    ['R$ 1.000', 1000],
    ['1000.5', 1000.5],
  ])('%s → %d', (typed, value) => expect(parseMoney(typed)).toBe(value));
  it('gives null for text without digits', () => expect(parseMoney('abc')).toBeNull());
});
