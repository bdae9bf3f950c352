import { isValid as fnandoCnpj, format as fnandoFormat } from '@fnando/cnpj';
import fc from 'fast-check';
import { isCNPJ } from 'validation-br';
import { CNPJ } from 'validation-br/cnpj';
import { describe, expect, it } from 'vitest';
import { cnpjMask } from '../masks/cnpjMask.ts';
import { maskValue } from '../masks/maskValue.ts';
import { isValidCnpj } from './isValidCnpj.ts';
import { normalizeCnpj } from './normalizeCnpj.ts';

const RUNS = 10_000;
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digit = fc.constantFrom(...DIGITS);
const chars = (alphabet: string, length: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: length, maxLength: length });
const mask = (cnpj: string) => cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');

/** 14-character CNPJs over a base alphabet: random, right check digits, near misses. */
function cnpjs(base: fc.Arbitrary<string>) {
  return fc.oneof(
    fc.tuple(base, chars(DIGITS, 2)).map(([head, tail]) => head + tail),
    base.map((head) => head + CNPJ.checksum(head)),
    fc.tuple(base, fc.integer({ min: 0, max: 13 }), digit).map(([head, at, replacement]) => {
      const valid = head + CNPJ.checksum(head);
      return valid.slice(0, at) + replacement + valid.slice(at + 1);
    }),
  );
}

/** Masked or not, upper or lower case: every shape a user can type. */
const shaped = (cnpj: fc.Arbitrary<string>) =>
  fc
    .tuple(cnpj, fc.boolean(), fc.boolean())
    .map(([value, masked, lower]) =>
      lower ? (masked ? mask(value) : value).toLowerCase() : masked ? mask(value) : value,
    );

function agreeWithOracles(values: fc.Arbitrary<string>) {
  let valid = 0;
  let invalid = 0;
  fc.assert(
    fc.property(values, (value) => {
      const expected = fnandoCnpj(value);
      if (expected) valid++;
      else invalid++;
      // the oracles agree with each other, isValidCnpj with both, and a valid CNPJ normalises to 14 characters
      return (
        isCNPJ(value) === expected &&
        isValidCnpj(value) === expected &&
        (!expected || /^[0-9A-Z]{12}\d{2}$/.test(normalizeCnpj(value)))
      );
    }),
    { numRuns: RUNS },
  );
  expect(valid).toBeGreaterThan(RUNS / 5);
  expect(invalid).toBeGreaterThan(RUNS / 5);
}

describe('isValidCnpj agrees with @fnando/cnpj and validation-br', () => {
  it(`on ${RUNS} numeric CNPJs (plus 00000000000000)`, () => {
    agreeWithOracles(
      fc.oneof({ arbitrary: shaped(cnpjs(chars(DIGITS, 12))), weight: 50 }, fc.constant('00000000000000')),
    );
  });

  it(`on ${RUNS} alphanumeric CNPJs (letters in the first 12 positions)`, () => {
    const base = fc
      .tuple(chars(DIGITS + LETTERS, 12), fc.integer({ min: 0, max: 11 }), fc.constantFrom(...LETTERS))
      .map(([head, at, letter]) => head.slice(0, at) + letter + head.slice(at + 1)); // at least one letter
    agreeWithOracles(shaped(cnpjs(base)));
  });
});

describe('cnpjMask agrees with @fnando/cnpj format()', () => {
  it('on 1000 generated numeric and alphanumeric CNPJs, typed in either case', () => {
    const cnpj = fc.tuple(chars(DIGITS + LETTERS, 12), chars(DIGITS, 2)).map(([head, tail]) => head + tail);
    fc.assert(
      fc.property(cnpj, fc.boolean(), (value, lower) => {
        const { masked, unmasked } = maskValue(cnpjMask, lower ? value.toLowerCase() : value);
        return masked === fnandoFormat(value) && unmasked === value && masked === mask(value);
      }),
      { numRuns: 1000 },
    );
  });
});
