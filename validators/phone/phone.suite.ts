import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { ArPhoneSchema } from './ArPhoneSchema.ts';
import { arNationalNumber } from './arNationalNumber.ts';
import { isValidArPhone } from './isValidArPhone.ts';
import { isValidMobilePhone } from './isValidMobilePhone.ts';
import { MobilePhoneSchema } from './MobilePhoneSchema.ts';
import { phoneSchema } from './phoneSchema.ts';
import { toPhonePayload } from './toPhonePayload.ts';

describe('isValidMobilePhone (Brazil)', () => {
  it.each([
    ['11987654321', '11 digits, third 9'],
    ['(11) 98765-4321', 'masked'],
    ['1187654321', '10 digits, third 8'],
    ['(21) 9876-5432', '10 digits masked, third 9'],
  ])('accepts %j (%s)', (phone) => {
    expect(isValidMobilePhone(phone)).toBe(true);
  });

  it.each([
    ['119876543', '9 digits'],
    ['(11) 3456-7890', 'landline: third digit 3'],
    ['11787654321', 'third digit 7'],
    ['11087654321', 'third digit 0'],
    ['119876543210', '12 digits'],
    ['+55 (11) 98765-4321', 'with the country code'],
    ['', 'empty'],
  ])('rejects %j (%s)', (phone) => {
    expect(isValidMobilePhone(phone)).toBe(false);
  });
});

describe('isValidArPhone (Argentina)', () => {
  it.each([
    '1143215678',
    '(11) 4321-5678',
    '(351) 421-5678',
    '(2944) 42-5678',
    '01143215678',
    '011 15 4321-5678',
    '01115512345678',
    '(011) 1551-2345678',
  ])('accepts %j', (phone) => {
    expect(isValidArPhone(phone)).toBe(true);
  });

  it('has no third-digit rule', () => {
    expect(isValidArPhone('3514215678')).toBe(true);
    expect(isValidMobilePhone('3514215678')).toBe(false);
  });

  it.each(['114321567', '(11) 4321-567', '0114321567', '0111543215678901', ''])('rejects %j', (phone) => {
    expect(isValidArPhone(phone)).toBe(false);
  });
});

describe('arNationalNumber', () => {
  it('drops the trunk 0 and the mobile 15 after the area code', () => {
    expect(arNationalNumber('011 15 4321-5678')).toBe('1143215678');
    expect(arNationalNumber('(0351) 15 421-5678')).toBe('3514215678');
    expect(arNationalNumber('02944 15 42-5678')).toBe('2944425678');
    expect(arNationalNumber('(11) 4321-5678')).toBe('1143215678');
    expect(arNationalNumber('01115512345678')).toBe('1115512345678');
  });
});

describe('toPhonePayload', () => {
  it('sends the digits prefixed with 0', () => {
    expect(toPhonePayload('(11) 98765-4321')).toBe('011987654321');
    expect(toPhonePayload('1187654321')).toBe('01187654321');
    expect(toPhonePayload('')).toBe('');
  });

  it('keeps a trunk 0 typed by the shopper instead of doubling it', () => {
    expect(toPhonePayload('(011) 1551-2345678')).toBe('01115512345678');
  });
});

describe('phone schemas', () => {
  it('localise their messages', () => {
    expect(validateField(MobilePhoneSchema, '', 'pt-BR')).toBe('Informe seu celular');
    expect(validateField(MobilePhoneSchema, '', 'es-AR')).toBe('Ingresá tu celular');
    expect(validateField(MobilePhoneSchema, '(11) 3456-7890', 'pt-BR')).toBe(
      'Informe um celular válido com DDD',
    );
    expect(validateField(ArPhoneSchema, '(11) 4321-567', 'es-AR')).toBe(
      'Ingresá un celular válido con código de área',
    );
    expect(validateField(ArPhoneSchema, '(351) 421-5678', 'es-AR')).toBeNull();
  });

  it('are chosen by market', () => {
    expect(phoneSchema('es-AR')).toBe(ArPhoneSchema);
    expect(phoneSchema('pt-BR')).toBe(MobilePhoneSchema);
    expect(phoneSchema('c-BR')).toBe(MobilePhoneSchema);
  });
});
