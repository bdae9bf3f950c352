import { describe, expect, it } from 'vitest';
import { cardBrandOf } from './cardBrandOf.ts';

describe('cardBrandOf', () => {
  it.each([
    ['4111 1111 1111 1111', 'VISA'],
    ['4', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['34', 'AMEX'],
    ['6362970000457013', 'ELO'],
    ['4389 35', 'ELO'],
    ['5067 2300', 'ELO'],
    ['6062825624254001', 'HIPERCARD'],
    ['30569309025904', 'DINERS'],
    ['36', 'DINERS'],
  ])('%j is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it.each([
    ['', 'nothing typed'],
    ['5', 'one digit of several brands'],
    ['1234', 'no brand starts so'],
    ['4x', 'not digits'],
  ])('%j names no brand (%s)', (number) => {
    expect(cardBrandOf(number)).toBeNull();
  });
});
