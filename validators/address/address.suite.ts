import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { CitySchema, NeighborhoodSchema, StateSchema, StreetSchema } from './addressSchemas.ts';
import { HouseNumberSchema, isValidHouseNumber } from './HouseNumberSchema.ts';
import { isValidPostalCode } from './isValidPostalCode.ts';
import { ArPostalCodeSchema, PostalCodeSchema, postalCodeSchema } from './PostalCodeSchema.ts';

describe('isValidPostalCode', () => {
  it('accepts a Brazilian CEP of 8 digits or 5-hyphen-3', () => {
    expect(isValidPostalCode('01310100')).toBe(true);
    expect(isValidPostalCode('01310-100')).toBe(true);
    expect(isValidPostalCode('01310-100', 'c-BR')).toBe(true);
  });

  it.each(['0131010', '013101000', '0131-0100', '01310 100', '01310.100', 'ABCDE-FGH', ''])(
    'rejects CEP %j',
    (cep) => {
      expect(isValidPostalCode(cep, 'pt-BR')).toBe(false);
    },
  );

  it('accepts an Argentine CP or CPA', () => {
    expect(isValidPostalCode('1425', 'es-AR')).toBe(true);
    expect(isValidPostalCode('C1425ABC', 'es-AR')).toBe(true);
    expect(isValidPostalCode('c1425abc', 'es-AR')).toBe(true);
    expect(isValidPostalCode('01310-100', 'es-AR')).toBe(false);
    expect(isValidPostalCode('142', 'es-AR')).toBe(false);
    expect(isValidPostalCode('C1425AB', 'es-AR')).toBe(false);
    expect(isValidPostalCode('1425', 'pt-BR')).toBe(false);
  });
});

describe('PostalCodeSchema', () => {
  it('localises its messages; the lookup failure message is the seed’s', () => {
    expect(validateField(PostalCodeSchema, '', 'pt-BR')).toBe('Informe o CEP');
    expect(validateField(PostalCodeSchema, '', 'es-AR')).toBe('Ingresá el código postal');
    expect(validateField(PostalCodeSchema, '0131-0100', 'pt-BR')).toBe('Informe um CEP válido');
    expect(validateField(PostalCodeSchema, '01310-100', 'pt-BR')).toBeNull();
    expect(validateField(ArPostalCodeSchema, 'C1425ABC', 'es-AR')).toBeNull();
    expect(postalCodeSchema('es-AR')).toBe(ArPostalCodeSchema);
    expect(postalCodeSchema('c-BR')).toBe(PostalCodeSchema);
  });
});

describe('address text fields', () => {
  it.each([
    [StreetSchema, 'Informe o endereço', 'Ingresá la calle'],
    [NeighborhoodSchema, 'Informe o bairro', 'Ingresá el barrio'],
    [CitySchema, 'Informe a cidade', 'Ingresá la ciudad'],
    [StateSchema, 'Informe o estado', 'Ingresá la provincia'],
  ])('are required with their own message (%#)', (schema, pt, es) => {
    expect(validateField(schema, '', 'pt-BR')).toBe(pt);
    expect(validateField(schema, '  ', 'es-AR')).toBe(es);
    expect(validateField(schema, undefined, 'pt-BR')).toBe(pt);
    expect(validateField(schema, 'Centro', 'pt-BR')).toBeNull();
  });

  it('refuse a leading space and the restricted characters', () => {
    expect(validateField(StreetSchema, ' Av. Paulista', 'pt-BR')).toBe('O texto não pode começar com espaço');
    expect(validateField(StreetSchema, 'Rua A & B', 'pt-BR')).toBe('Não use os caracteres & $ < > %');
    expect(validateField(StreetSchema, 'Rua <b>', 'es-AR')).toBe('No uses los caracteres & $ < > %');
    expect(validateField(StreetSchema, "Rua D'Ávila, 10-A", 'pt-BR')).toBeNull();
  });
});

describe('house number', () => {
  it('must be greater than 0', () => {
    expect(isValidHouseNumber('1')).toBe(true);
    expect(isValidHouseNumber('1500')).toBe(true);
    expect(isValidHouseNumber('0')).toBe(false);
    expect(isValidHouseNumber('000')).toBe(false);
    expect(isValidHouseNumber('-1')).toBe(false);
    expect(isValidHouseNumber('12A')).toBe(false);
    expect(isValidHouseNumber('1.5')).toBe(false);
  });

  it('localises its messages', () => {
    expect(validateField(HouseNumberSchema, '', 'pt-BR')).toBe('Informe o número');
    expect(validateField(HouseNumberSchema, '', 'es-AR')).toBe('Ingresá la altura');
    expect(validateField(HouseNumberSchema, '0', 'pt-BR')).toBe('O número deve ser maior que zero');
    expect(validateField(HouseNumberSchema, '0', 'es-AR')).toBe('La altura tiene que ser mayor que cero');
    expect(validateField(HouseNumberSchema, '10', 'pt-BR')).toBeNull();
  });
});
