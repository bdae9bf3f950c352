import { isCarPlate } from 'validation-br';
import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { isValidPlate } from './isValidPlate.ts';
import { PlateSchema } from './PlateSchema.ts';

describe('isValidPlate', () => {
  it.each([
    ['ABC1234', 'old plate'],
    ['ABC-1234', 'old plate with hyphen'],
    ['ABC1D23', 'Mercosul plate'],
    ['abc1d23', 'lower case'],
  ])('accepts %j (%s)', (plate) => {
    expect(isValidPlate(plate)).toBe(true);
    expect(isCarPlate(plate)).toBe(true);
  });

  it.each([
    ['AB1234', '6 characters'],
    ['ABC12345', '8 characters'],
    ['AB12345', 'two letters'],
    ['ABCD123', 'four letters'],
    ['ABCD1234', 'letter in the digit position'],
    ['ABC12D3', 'letter in the 6th position'],
    ['ABC1DD3', 'two letters after the digit'],
    ['1BC1234', 'digit first'],
    ['ÁBC1234', 'accented letter'],
    ['AB-C1234', 'misplaced hyphen'],
    ['', 'empty'],
  ])('rejects %j (%s)', (plate) => {
    expect(isValidPlate(plate)).toBe(false);
  });
});

describe('PlateSchema', () => {
  it('localises its messages', () => {
    expect(validateField(PlateSchema, '', 'pt-BR')).toBe('Informe a placa do veículo');
    expect(validateField(PlateSchema, '', 'es-AR')).toBe('Ingresá la patente del vehículo');
    expect(validateField(PlateSchema, 'AB1234', 'pt-BR')).toBe(
      'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)',
    );
    expect(validateField(PlateSchema, 'ABC1D23', 'pt-BR')).toBeNull();
  });
});
