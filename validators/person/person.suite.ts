import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseMoney } from '../shared/parseMoney.ts';
import { validateField } from '../validateField.ts';
import { type Gender, GenderSchema } from './GenderSchema.ts';
import { IncomeSchema, isValidIncome } from './IncomeSchema.ts';
import { type MaritalStatus, MaritalStatusSchema } from './MaritalStatusSchema.ts';
import { isLettersOnly, OccupationDescriptionSchema } from './OccupationDescriptionSchema.ts';
import { OccupationSchema } from './OccupationSchema.ts';

describe('choices: gender, marital status, occupation', () => {
  it('are required, with their own message', () => {
    expect(validateField(GenderSchema, '', 'pt-BR')).toBe('Selecione o gênero');
    expect(validateField(GenderSchema, undefined, 'es-AR')).toBe('Seleccioná el género');
    expect(validateField(MaritalStatusSchema, '', 'pt-BR')).toBe('Selecione o estado civil');
    expect(validateField(MaritalStatusSchema, '', 'es-AR')).toBe('Seleccioná el estado civil');
    expect(validateField(OccupationSchema, '', 'pt-BR')).toBe('Informe a ocupação');
  });

  it('type their output as the union of their options', () => {
    expectTypeOf<Gender>().toEqualTypeOf<'female' | 'male' | 'not-informed'>();
    expectTypeOf<MaritalStatus>().toEqualTypeOf<
      'single' | 'married' | 'divorced' | 'widowed' | 'stable-union' | 'judicially-separated'
    >();
  });

  it('accept only their options', () => {
    expect(validateField(GenderSchema, 'female', 'pt-BR')).toBeNull();
    expect(validateField(GenderSchema, 'not-informed', 'pt-BR')).toBeNull();
    expect(validateField(GenderSchema, 'F', 'pt-BR')).toBe('Selecione uma opção válida');
    expect(validateField(MaritalStatusSchema, 'stable-union', 'pt-BR')).toBeNull();
    expect(validateField(MaritalStatusSchema, 'judicially-separated', 'pt-BR')).toBeNull();
    expect(validateField(MaritalStatusSchema, 'engaged', 'es-AR')).toBe('Seleccioná una opción válida');
    expect(validateField(OccupationSchema, 'liberal-professional', 'pt-BR')).toBeNull();
  });
});

describe('parseMoney', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['$ 1.234,5', 1234.5],
    ['R$\u00a0999.999.999,99', 999999999.99],
    ['1234,56', 1234.56],
    ['1.234', 1234],
    ['0,01', 0.01],
    ['12', 12],
  ])('reads %j as %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['', 'R$', '-10', 'R$ -10,00', '1,234.56', '12,345', '1.23', 'abc', '1.2345,00'])(
    'rejects %j',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('takes numbers as they are, except negatives and non-finite ones', () => {
    expect(parseMoney(1500)).toBe(1500);
    expect(parseMoney(-1)).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
  });
});

describe('income', () => {
  it('must be above zero and at most 9 integer digits', () => {
    expect(isValidIncome('R$ 0,01')).toBe(true);
    expect(isValidIncome('R$ 999.999.999,99')).toBe(true);
    expect(isValidIncome(2500)).toBe(true);
    expect(isValidIncome('R$ 0,00')).toBe(false);
    expect(isValidIncome(0)).toBe(false);
    expect(isValidIncome('R$ 1.000.000.000,00')).toBe(false);
  });

  it('IncomeSchema localises required and invalid', () => {
    expect(validateField(IncomeSchema, '', 'pt-BR')).toBe('Informe sua renda mensal');
    expect(validateField(IncomeSchema, undefined, 'es-AR')).toBe('Ingresá tus ingresos mensuales');
    expect(validateField(IncomeSchema, 'R$ 0,00', 'pt-BR')).toBe(
      'Informe uma renda mensal válida, maior que zero',
    );
    expect(validateField(IncomeSchema, 0, 'es-AR')).toBe('Ingresá un ingreso mensual válido, mayor que cero');
    expect(validateField(IncomeSchema, 'R$ 3.500,00', 'pt-BR')).toBeNull();
    expect(validateField(IncomeSchema, 3500, 'pt-BR')).toBeNull();
  });
});

describe('occupation description', () => {
  it('holds letters only', () => {
    expect(isLettersOnly('Motorista de aplicativo')).toBe(true);
    expect(isLettersOnly('Técnico')).toBe(true);
    expect(isLettersOnly('Técnico 2')).toBe(false);
    expect(isLettersOnly('Técnico-chefe')).toBe(false);
    expect(isLettersOnly('Dev.')).toBe(false);
  });

  it('OccupationDescriptionSchema localises its messages', () => {
    expect(validateField(OccupationDescriptionSchema, '', 'pt-BR')).toBe('Informe a ocupação');
    expect(validateField(OccupationDescriptionSchema, '', 'es-AR')).toBe('Ingresá tu ocupación');
    expect(validateField(OccupationDescriptionSchema, 'Dev 2', 'pt-BR')).toBe('Use apenas letras');
    expect(validateField(OccupationDescriptionSchema, 'Dev 2', 'es-AR')).toBe('Usá solo letras');
    expect(validateField(OccupationDescriptionSchema, ' Dev', 'pt-BR')).toBe(
      'O texto não pode começar com espaço',
    );
    expect(validateField(OccupationDescriptionSchema, 'Confeiteira', 'pt-BR')).toBeNull();
  });
});
