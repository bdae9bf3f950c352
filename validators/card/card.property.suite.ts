import fc from 'fast-check';
import luhn from 'luhn';
import { describe, expect, it } from 'vitest';
import { isValidCardNumber } from './isValidCardNumber.ts';

const RUNS = 10_000;
const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max });

/** The digit that completes `base` to a Luhn-valid number, found with the oracle itself. */
function luhnComplete(base: string): string {
  for (const d of '0123456789') if (luhn.validate(base + d)) return base + d;
  return `${base}0`; // an all-zero base: the oracle accepts no completion
}

/** The seed's rule, with `luhn` as the checksum oracle: 13–16 digits once spaces are removed, Luhn valid. */
function oracle(value: string): boolean {
  const bare = value.replace(/\s/g, '');
  return /^\d{13,16}$/.test(bare) && luhn.validate(bare);
}

const numbers = fc.oneof(
  digits(11, 18),
  digits(11, 17).map(luhnComplete),
  fc.integer({ min: 12, max: 17 }).map((length) => '0'.repeat(length)),
);
const grouped = (value: string) => value.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('isValidCardNumber agrees with luhn', () => {
  it(`on ${RUNS} generated numbers of 11–18 digits, grouped or not`, () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(numbers, fc.boolean(), (number, spaced) => {
        const value = spaced ? grouped(number) : number;
        const expected = oracle(value);
        if (expected) valid++;
        else invalid++;
        return isValidCardNumber(value) === expected;
      }),
      { numRuns: RUNS },
    );
    // Both kinds well represented: about a fifth of the runs are valid numbers (the Luhn-completed third
    // of the generator, 4 of its 7 lengths in range), so a fifth as the floor failed by chance (1,997).
    expect(valid).toBeGreaterThan(RUNS / 10);
    expect(invalid).toBeGreaterThan(RUNS / 10);
  });
});
