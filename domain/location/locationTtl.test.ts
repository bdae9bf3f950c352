import { describe, expect, it } from 'vitest';
import { locationTtl } from './locationTtl.ts';

const FOUR_HOURS = 14_400_000;

describe('locationTtl', () => {
  it('takes a positive setting, as the page writes it or as a number', () => {
    expect(locationTtl('3600000')).toBe(3_600_000);
    expect(locationTtl(7_200_000)).toBe(7_200_000);
  });

  it.each([undefined, '', ' ', 'soon', '0', '-5', 0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'falls back to 4 hours for %s',
    (setting) => {
      expect(locationTtl(setting)).toBe(FOUR_HOURS);
    },
  );
});
