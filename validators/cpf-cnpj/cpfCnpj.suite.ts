import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { CpfCnpjSchema } from './CpfCnpjSchema.ts';
import { documentKind } from './documentKind.ts';
import { isValidCpfOrCnpj } from './isValidCpfOrCnpj.ts';

describe('documentKind', () => {
  it('decides by the length without the mask, not the typed length', () => {
    expect(documentKind('52998224725')).toBe('cpf');
    expect(documentKind('529.982.247-25')).toBe('cpf'); // 14 characters typed, like an unmasked CNPJ
    expect(documentKind('11222333000181')).toBe('cnpj');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentKind('1234567890')).toBeNull();
    expect(documentKind('123456789012')).toBeNull();
    expect(documentKind('')).toBeNull();
  });
});

describe('isValidCpfOrCnpj', () => {
  it.each(['52998224725', '529.982.247-25', '11222333000181', '11.222.333/0001-81', '12.ABC.345/01DE-35'])(
    'accepts %j',
    (value) => {
      expect(isValidCpfOrCnpj(value)).toBe(true);
    },
  );

  it.each(['52998224724', '111.111.111-11', '11222333000182', '123456789012', '12ABC3450', ''])(
    'rejects %j',
    (value) => {
      expect(isValidCpfOrCnpj(value)).toBe(false);
    },
  );
});

describe('CpfCnpjSchema', () => {
  it('reports the message of the document the length chose', () => {
    expect(validateField(CpfCnpjSchema, '', 'pt-BR')).toBe('Informe o CPF ou CNPJ');
    expect(validateField(CpfCnpjSchema, '', 'es-AR')).toBe('Ingresá el CPF o el CNPJ');
    expect(validateField(CpfCnpjSchema, '1234567', 'pt-BR')).toBe('Informe um CPF ou CNPJ válido');
    expect(validateField(CpfCnpjSchema, '1234567', 'es-AR')).toBe('Ingresá un CPF o un CNPJ válido');
    expect(validateField(CpfCnpjSchema, '529.982.247-24', 'pt-BR')).toBe('Informe um CPF válido');
    expect(validateField(CpfCnpjSchema, '11.222.333/0001-82', 'pt-BR')).toBe('Informe um CNPJ válido');
    expect(validateField(CpfCnpjSchema, '529.982.247-25', 'pt-BR')).toBeNull();
    expect(validateField(CpfCnpjSchema, '12.ABC.345/01DE-35', 'pt-BR')).toBeNull();
  });
});
