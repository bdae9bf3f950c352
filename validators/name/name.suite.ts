import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { CompanyNameSchema } from './CompanyNameSchema.ts';
import { FullNameSchema } from './FullNameSchema.ts';
import { isFullName } from './isFullName.ts';
import { isValidName } from './isValidName.ts';
import { NameSchema } from './NameSchema.ts';

describe('isValidName', () => {
  it.each([
    'Jo',
    'Ana',
    'José',
    'Jose\u0301', // e + combining acute accent, normalised to é
    'Ana Maria',
    "Anne-Marie O'Neil",
    'Maria, Jr.',
    'Zoë',
  ])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['A', 'one letter'],
    ['A.', 'one letter then a symbol'],
    [' Ana', 'leading space'],
    ["'Ana", 'leading apostrophe'],
    ['-Ana', 'leading hyphen'],
    ['Ana2', 'digit'],
    ['Ana_Maria', 'underscore'],
    ['Ana & Bia', 'ampersand'],
    ['Ana@', 'at sign'],
    ["D'Ávila", 'the seed wants two letters first; "Ana D\'Ávila" is fine'],
  ])('rejects %j (%s)', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('isFullName', () => {
  it.each(['Ana Souza', 'Ana  Maria Souza', "Ana D'Ávila", 'Jo Li'])('accepts %j', (name) => {
    expect(isFullName(name)).toBe(true);
  });

  it.each(['Ana', 'Ana ', 'Ana -', 'Ana .', 'Ana1 Souza', ' Ana Souza'])('rejects %j', (name) => {
    expect(isFullName(name)).toBe(false);
  });
});

describe('NameSchema and FullNameSchema', () => {
  it('report required, invalid and missing surname in both languages', () => {
    expect(validateField(NameSchema, '', 'pt-BR')).toBe('Informe seu nome');
    expect(validateField(NameSchema, '', 'es-AR')).toBe('Ingresá tu nombre');
    expect(validateField(NameSchema, 'A1', 'pt-BR')).toBe('Informe um nome válido, usando apenas letras');
    expect(validateField(NameSchema, 'Ana', 'pt-BR')).toBeNull();
    expect(validateField(FullNameSchema, '', 'es-AR')).toBe('Ingresá tu nombre completo');
    expect(validateField(FullNameSchema, 'Ana', 'pt-BR')).toBe('Informe também o seu sobrenome');
    expect(validateField(FullNameSchema, 'Ana', 'es-AR')).toBe('Ingresá también tu apellido');
    expect(validateField(FullNameSchema, 'A1 Souza', 'pt-BR')).toBe(
      'Informe um nome válido, usando apenas letras',
    );
    expect(validateField(FullNameSchema, 'Ana Souza', 'pt-BR')).toBeNull();
  });
});

describe('CompanyNameSchema', () => {
  it('takes digits and punctuation, but not a leading space nor & $ < > %', () => {
    expect(validateField(CompanyNameSchema, 'Auto Peças 2000 Ltda.', 'pt-BR')).toBeNull();
    expect(validateField(CompanyNameSchema, '', 'pt-BR')).toBe('Informe a razão social');
    expect(validateField(CompanyNameSchema, '', 'es-AR')).toBe('Ingresá la razón social');
    expect(validateField(CompanyNameSchema, ' Auto', 'pt-BR')).toBe('O texto não pode começar com espaço');
    expect(validateField(CompanyNameSchema, 'A & B Ltda', 'pt-BR')).toBe('Não use os caracteres & $ < > %');
  });
});
