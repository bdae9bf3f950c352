import { describe, expect, it } from 'vitest';
import { workingPriceFloor, workingPriceOf } from './workingPriceRules.ts';

describe('working price rules', () => {
  it('reads a positive money value as the mask writes it, in both currencies', () => {
    expect(workingPriceOf('R$ 98.500,00')).toBe(98500);
    expect(workingPriceOf('$ 25.000.000,50')).toBe(25000000.5);
    expect(workingPriceOf('98500')).toBe(98500);
  });

  it('gives null for nothing, zero or what is not money', () => {
    expect(workingPriceOf('')).toBeNull();
    expect(workingPriceOf('R$ 0,00')).toBeNull();
    expect(workingPriceOf('abc')).toBeNull();
    expect(workingPriceOf('1,234.56')).toBeNull();
  });

  it('puts the floor at 80% of the list price, in cents', () => {
    expect(workingPriceFloor(105990)).toBe(84792);
    expect(workingPriceFloor(99999.99)).toBe(79999.99);
  });
});
