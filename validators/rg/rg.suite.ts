import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { isValidRg } from './isValidRg.ts';
import { RgSchema } from './RgSchema.ts';

describe('isValidRg', () => {
  it.each(['1', '123456789', '12.345.678-9', '12.345.678-X', 'MG-12.345.678', '1'.repeat(50)])(
    'accepts %j',
    (rg) => {
      expect(isValidRg(rg)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['1'.repeat(51), '51 digits'],
    ['12.345.678-9'.padEnd(60, '0'), 'over 50 once the mask is removed'],
    ['ABC', 'no digit'],
    ['12#345', 'symbol'],
  ])('rejects %j (%s)', (rg) => {
    expect(isValidRg(rg)).toBe(false);
  });

  it('counts the 50 characters without separators', () => {
    const fifty = '1'.repeat(50);
    expect(isValidRg(`${fifty.slice(0, 25)}.${fifty.slice(25)}`)).toBe(true);
  });
});

describe('RgSchema', () => {
  it('localises its messages', () => {
    expect(validateField(RgSchema, '', 'pt-BR')).toBe('Informe o RG');
    expect(validateField(RgSchema, '', 'es-AR')).toBe('Ingresá el número de RG');
    expect(validateField(RgSchema, '1'.repeat(51), 'pt-BR')).toBe('Informe um RG válido, com até 50 dígitos');
    expect(validateField(RgSchema, '1'.repeat(51), 'es-AR')).toBe(
      'Ingresá un RG válido, de hasta 50 dígitos',
    );
    expect(validateField(RgSchema, '12.345.678-X', 'pt-BR')).toBeNull();
  });
});
