import { describe, expect, it } from 'vitest';
import { carKeyOf } from './carKeyOf.ts';

const car = { mvs: '826D7L3', year: 2026, price: 100000, colorCode: '249', partIds: ['a', 'b'] };

describe('carKeyOf', () => {
  it('is the same for the same car, whatever the order of its parts', () => {
    expect(carKeyOf(car)).toBe(carKeyOf({ ...car, partIds: ['b', 'a'] }));
  });

  it('changes with the version, the price, the colour or the parts', () => {
    const key = carKeyOf(car);
    expect(carKeyOf({ ...car, mvs: '226ATB1' })).not.toBe(key);
    expect(carKeyOf({ ...car, price: 104000 })).not.toBe(key);
    expect(carKeyOf({ ...car, colorCode: '111' })).not.toBe(key);
    expect(carKeyOf({ ...car, partIds: ['a'] })).not.toBe(key);
  });

  it('is empty without a car', () => {
    expect(carKeyOf(null)).toBe('');
  });
});
