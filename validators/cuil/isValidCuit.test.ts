import { describe, expect, it } from 'vitest';
import { isValidCuit } from './isValidCuit.ts';

describe('isValidCuit', () => {
  it('takes a company CUIT, masked or not, with the CUIL check digit', () => {
    expect(isValidCuit('30712345671')).toBe(true);
    expect(isValidCuit('30-71234567-1')).toBe(true);
    expect(isValidCuit('33701234567')).toBe(true);
  });

  it('refuses a wrong check digit, an unknown prefix, a CNPJ and a short number', () => {
    expect(isValidCuit('30712345672')).toBe(false);
    expect(isValidCuit('10712345671')).toBe(false);
    expect(isValidCuit('11222333000181')).toBe(false);
    expect(isValidCuit('3071234567')).toBe(false);
  });
});
