import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { ChassisSchema } from './ChassisSchema.ts';
import { isValidChassis } from './isValidChassis.ts';

describe('isValidChassis', () => {
  it.each([
    '9BWZZZ377VT004251',
    '9bwzzz377vt004251',
    '1HGCM82633A004352',
    'AAAAAAAAAAAAAAAAA',
    ' 9BWZZZ377VT004251 ',
  ])('accepts %j', (vin) => {
    expect(isValidChassis(vin)).toBe(true);
  });

  it.each([
    ['9BWZZZ377VT00425', '16 characters'],
    ['9BWZZZ377VT0042511', '18 characters'],
    ['9BWZZZ377VT00425-', 'a hyphen'],
    ['9BWZZZ377VT 04251', 'a space inside'],
    ['9BWZZZ377VT00425Ç', 'a letter outside A–Z'],
    ['', 'empty'],
  ])('rejects %j (%s)', (vin) => {
    expect(isValidChassis(vin)).toBe(false);
  });
});

describe('ChassisSchema', () => {
  it('localises its messages', () => {
    expect(validateField(ChassisSchema, '', 'pt-BR')).toBe('Informe o chassi');
    expect(validateField(ChassisSchema, '', 'es-AR')).toBe('Ingresá el número de chasis');
    expect(validateField(ChassisSchema, '9BWZZZ', 'pt-BR')).toBe(
      'O chassi deve ter 17 caracteres, entre letras (A–Z) e números',
    );
    expect(validateField(ChassisSchema, '9BWZZZ', 'es-AR')).toBe(
      'El número de chasis tiene que tener 17 caracteres, entre letras (A–Z) y números',
    );
    expect(validateField(ChassisSchema, '9BWZZZ377VT004251', 'pt-BR')).toBeNull();
  });
});
