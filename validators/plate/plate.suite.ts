import { isCarPlate } from 'validation-br';
import { describe, expect, it } from 'vitest';
import { maskValue } from '../masks/maskValue.ts';
import { plateMaskFor } from '../masks/vehicleMasks.ts';
import { validateField } from '../validateField.ts';
import { isValidPlate } from './isValidPlate.ts';
import { PlateSchema, plateSchemaFor } from './PlateSchema.ts';

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

describe('plates by market', () => {
  it.each([
    ['AB123CD', 'Mercosur plate'],
    ['ab123cd', 'lower case'],
    ['ABC123', 'old plate'],
    ['ABC 123', 'old plate with a space'],
  ])('Argentina accepts %j (%s)', (plate) => {
    expect(isValidPlate(plate, 'AR')).toBe(true);
  });

  it.each([['ABC1D23'], ['ABC1234'], ['AB1234'], ['A1234BC'], ['AB123C'], ['ABC1234D'], ['']])(
    'Argentina rejects %j',
    (plate) => {
      expect(isValidPlate(plate, 'AR')).toBe(false);
    },
  );

  it('Brazil keeps its own formats', () => {
    expect(isValidPlate('ABC1D23', 'BR')).toBe(true);
    expect(isValidPlate('AB123CD', 'BR')).toBe(false);
    expect(isValidPlate('ABC123', 'BR')).toBe(false);
  });

  it("the market's schema and message: Argentine formats in es-AR, Brazilian ones in pt-BR and c-BR", () => {
    expect(validateField(plateSchemaFor('es-AR'), 'AB123CD', 'es-AR')).toBeNull();
    expect(validateField(plateSchemaFor('es-AR'), 'ABC123', 'es-AR')).toBeNull();
    expect(validateField(plateSchemaFor('es-AR'), 'ABC1D23', 'es-AR')).toBe(
      'Ingresá una patente válida (p. ej.: AB123CD o ABC123)',
    );
    expect(validateField(plateSchemaFor('es-AR'), '', 'es-AR')).toBe('Ingresá la patente del vehículo');
    for (const market of ['pt-BR', 'c-BR']) {
      expect(validateField(plateSchemaFor(market), 'ABC1D23', market)).toBeNull();
      expect(validateField(plateSchemaFor(market), 'AB123CD', market)).toBe(
        'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)',
      );
    }
  });

  it("the market's mask keeps every valid plate whole, typed or pasted, and the validator accepts what it keeps", () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const pick = (n: number, from: string, seed: number) =>
      Array.from({ length: n }, (_, i) => from[(seed * 7 + i * 13) % from.length]).join('');
    const digits = '0123456789';
    for (let seed = 0; seed < 40; seed++) {
      const samples: [string, string][] = [
        ['es-AR', `${pick(2, letters, seed)}${pick(3, digits, seed)}${pick(2, letters, seed + 1)}`],
        ['es-AR', `${pick(3, letters, seed)}${pick(3, digits, seed + 2)}`],
        [
          'pt-BR',
          `${pick(3, letters, seed)}${pick(1, digits, seed)}${pick(1, letters, seed)}${pick(2, digits, seed)}`,
        ],
        ['pt-BR', `${pick(3, letters, seed)}${pick(4, digits, seed)}`],
      ];
      for (const [market, plate] of samples) {
        const mask = plateMaskFor(market);
        for (const typed of [plate, plate.toLowerCase()]) {
          expect(maskValue(mask, typed).unmasked, `${market} ${typed}`).toBe(plate);
        }
        expect(validateField(plateSchemaFor(market), plate, market), `${market} ${plate}`).toBeNull();
      }
    }
    // What the other market's mask would keep is refused, never cut into something else.
    expect(maskValue(plateMaskFor('es-AR'), 'AB123CD').unmasked).toBe('AB123CD');
    expect(maskValue(plateMaskFor('pt-BR'), 'AB123CD').unmasked).not.toBe('AB123CD');
  });
});
