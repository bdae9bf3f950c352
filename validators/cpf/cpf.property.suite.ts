import { isValid as fnandoCpf, format as fnandoFormat } from '@fnando/cpf';
import fc from 'fast-check';
import { isCPF } from 'validation-br';
import { CPF } from 'validation-br/cpf';
import { describe, expect, it } from 'vitest';
import { cpfMask } from '../masks/cpfMask.ts';
import { maskValue } from '../masks/maskValue.ts';
import { isValidCpf } from './isValidCpf.ts';

const RUNS = 10_000;
const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) => fc.string({ unit: digit, minLength: length, maxLength: length });
const mask = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** 11-digit CPFs: random ones, ones with the right check digits, near misses and repeated digits. */
const cpfDigits = fc.oneof(
  digits(11),
  digits(9).map((base) => base + CPF.checksum(base)),
  fc.tuple(digits(9), fc.integer({ min: 0, max: 10 }), digit).map(([base, at, replacement]) => {
    const valid = base + CPF.checksum(base);
    return valid.slice(0, at) + replacement + valid.slice(at + 1);
  }),
  digit.map((d) => d.repeat(11)),
);

describe('isValidCpf agrees with @fnando/cpf and validation-br', () => {
  it(`on ${RUNS} generated CPFs, unmasked and masked`, () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(cpfDigits, fc.boolean(), (cpf, masked) => {
        const value = masked ? mask(cpf) : cpf;
        const expected = fnandoCpf(value);
        if (expected) valid++;
        else invalid++;
        // the oracles agree with each other, and isValidCpf with both
        return isCPF(value) === expected && isValidCpf(value) === expected;
      }),
      { numRuns: RUNS },
    );
    expect(valid + invalid).toBe(RUNS);
    expect(valid).toBeGreaterThan(RUNS / 5);
    expect(invalid).toBeGreaterThan(RUNS / 5);
  });
});

describe('cpfMask agrees with @fnando/cpf format()', () => {
  it('on 1000 generated CPFs', () => {
    fc.assert(
      fc.property(cpfDigits, (cpf) => {
        const { masked, unmasked } = maskValue(cpfMask, cpf);
        return (
          masked === fnandoFormat(cpf) && unmasked === cpf && maskValue(cpfMask, masked).unmasked === cpf
        );
      }),
      { numRuns: 1000 },
    );
  });
});
