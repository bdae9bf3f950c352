import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { CnpjSchema } from './CnpjSchema.ts';
import { isValidCnpj } from './isValidCnpj.ts';
import { normalizeCnpj } from './normalizeCnpj.ts';

describe('isValidCnpj', () => {
  it.each([
    ['11222333000181', 'numeric unmasked'],
    ['11.222.333/0001-81', 'numeric masked'],
    ['12ABC34501DE35', 'alphanumeric unmasked'],
    ['12.ABC.345/01DE-35', 'alphanumeric masked (Receita Federal example)'],
    ['12.abc.345/01de-35', 'alphanumeric in lower case'],
    ['ABCDEFGHIJKL80', 'letters in all 12 positions'],
  ])('accepts %j (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['11222333000182', 'wrong check digit'],
    ['12ABC34501DE36', 'alphanumeric, wrong check digit'],
    ['12ABC34501DE3A', 'letter in a check-digit position'],
    ['1122233300018', '13 characters'],
    ['112223330001811', '15 characters'],
    ['11.222.333/0001-8', '17 characters masked'],
    ['11.222.3330001-81', 'partly masked'],
    ['11-222-333/0001-81', 'wrong separators'],
    ['12ÁBC34501DE35', 'accented letter'],
    ['12AB-34501DE35', 'symbol inside'],
    ['00000000000000', 'all zeros (checksum passes)'],
    ['00.000.000/0000-00', 'all zeros masked'],
    ['', 'empty'],
  ])('rejects %j (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('normalizeCnpj', () => {
  it('strips the mask and upper-cases', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(normalizeCnpj('12ABC34501DE35')).toBe('12ABC34501DE35');
  });
});

describe('CnpjSchema', () => {
  it('localises required and invalid messages and keeps the input as typed', () => {
    expect(validateField(CnpjSchema, '', 'pt-BR')).toBe('Informe o CNPJ');
    expect(validateField(CnpjSchema, '', 'es-AR')).toBe('Ingresá el CNPJ');
    expect(validateField(CnpjSchema, '11.222.333/0001-82', 'pt-BR')).toBe('Informe um CNPJ válido');
    expect(validateField(CnpjSchema, '11.222.333/0001-82', 'es-AR')).toBe('Ingresá un CNPJ válido');
    expect(validateField(CnpjSchema, '12.ABC.345/01DE-35', 'pt-BR')).toBeNull();
  });
});
