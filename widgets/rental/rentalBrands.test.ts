import { describe, expect, it } from 'vitest';
import { isRentalBrand } from './rentalBrands.ts';

describe('isRentalBrand (seed 001 §7)', () => {
  it.each(['jeep', 'fiat', 'citroen', 'peugeot', 'ram'])('%s offers rental', (brand) => {
    expect(isRentalBrand(brand)).toBe(true);
  });
  it.each(['dodge', 'chrysler', 'fiat-abarth', 'ds', ''])('%j does not', (brand) => {
    expect(isRentalBrand(brand)).toBe(false);
  });
});
