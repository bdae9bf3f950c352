import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuilFromNationalId } from './cuilFromNationalId.ts';
import { cuilGenderCode } from './cuilGenderCode.ts';
import { isValidCuil } from './isValidCuil.ts';

const RUNS = 10_000;

/**
 * Seed 000 §5, written out independently: prefix 20, 23, 24, 27 or 30; the 11th digit is
 * 11 − (Σ dᵢ·wᵢ mod 11) over the first ten digits reversed with weights 2, 3, 4, 5, 6, 7, 2, 3, 4, 5;
 * 11 becomes 0 and 10 becomes 9. No library implements this rule (`cuit` checks no prefix and maps 10 → 0).
 */
function seedCheckDigit(firstTen: string): number {
  const reversed = firstTen.split('').reverse().map(Number);
  const weights = [2, 3, 4, 5, 6, 7, 2, 3, 4, 5];
  const sum = reversed.reduce((total, d, i) => total + d * (weights[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 9;
  return digit;
}

function seedRule(value: string): boolean {
  const match = /^(\d{2})-?(\d{8})-?(\d)$/.exec(value);
  if (!match || /^\d{2}-\d{8}\d$|^\d{10}-\d$/.test(value)) return false;
  const [, prefix = '', body = '', check = ''] = match;
  if (!['20', '23', '24', '27', '30'].includes(prefix)) return false;
  return Number(check) === seedCheckDigit(prefix + body);
}

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const allowedPrefix = fc.constantFrom('20', '23', '24', '27', '30');
const prefix = fc.oneof(allowedPrefix, digits(2));
/** Bodies completed with the rule's check digit, under allowed and random prefixes alike. */
const completed = fc
  .tuple(prefix, digits(8))
  .map(([head, body]) => [head, body, seedCheckDigit(head + body)] as const);
const cuils = fc
  .tuple(fc.oneof(fc.tuple(prefix, digits(8), fc.integer({ min: 0, max: 9 })), completed), fc.boolean())
  .map(([[head, body, check], masked]) => (masked ? `${head}-${body}-${check}` : `${head}${body}${check}`));

describe('isValidCuil follows the seed rule', () => {
  it(`on ${RUNS} generated CUILs`, () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(cuils, (value) => {
        const expected = seedRule(value);
        if (expected) valid++;
        else invalid++;
        return isValidCuil(value) === expected;
      }),
      { numRuns: RUNS },
    );
    expect(valid).toBeGreaterThan(RUNS / 5);
    expect(invalid).toBeGreaterThan(RUNS / 5);
  });

  it(`builds valid CUILs that match their DNI (${RUNS} DNIs × genders)`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.constantFrom('male', 'female', 'not-informed'),
        (dni, gender) => {
          const cuil = cuilFromNationalId(String(dni), gender) ?? '';
          const otherDni = String(dni === 99_999_999 ? 1 : dni + 1);
          return (
            seedRule(cuil) &&
            isValidCuil(cuil, String(dni)) &&
            cuil.slice(0, 2) === cuilGenderCode(gender) &&
            !isValidCuil(cuil, otherDni)
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
