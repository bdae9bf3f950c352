import { describe, expect, it } from 'vitest';
import { type IntentMessages, isVehicleAmount, validateIntent } from './intentRules.ts';
import { emptyIntentValues, type IntentValues } from './intentValues.ts';

const messages: IntentMessages = {
  hasTwoYearCnpj: 'age',
  preferredContactMethod: 'method',
  vehicleType: 'type',
  totalVehicles: 'amount',
  privacy: 'privacy',
  cuitRequired: 'cuit required',
  cuitInvalid: 'cuit invalid',
};

const valid: IntentValues = {
  ...emptyIntentValues(),
  companyName: 'Frota Sul Ltda',
  name: 'Carla Menezes',
  cnpj: '11.222.333/0001-81',
  hasTwoYearCnpj: 'yes',
  email: 'frota@frotasul.example.com',
  phone: '(11) 98765-4321',
  preferredContactMethod: 'WHATSAPP',
  vehicleType: 'SUV',
  totalVehicles: '12',
  privacy: true,
};

describe('validateIntent (seed 001 §5 "Rental form")', () => {
  it('takes a complete form', () => {
    expect(validateIntent(valid, 'pt-BR', messages)).toEqual({});
  });

  it('asks every required field of the empty form, in the market language', () => {
    const errors = validateIntent(emptyIntentValues(), 'pt-BR', messages);
    expect(errors).toMatchObject({
      companyName: expect.any(String),
      cnpj: 'Informe o CNPJ',
      hasTwoYearCnpj: 'age',
      name: expect.any(String),
      email: expect.any(String),
      phone: 'Informe seu celular',
      preferredContactMethod: 'method',
      vehicleType: 'type',
      totalVehicles: 'amount',
      privacy: 'privacy',
    });
    expect(errors.fleetDescription).toBeUndefined();
    expect(validateIntent(emptyIntentValues(), 'es-AR', messages).cnpj).toBe('cuit required');
  });

  it('refuses a CNPJ whose check digits are wrong, and one of repeated digits', () => {
    expect(validateIntent({ ...valid, cnpj: '11.222.333/0001-82' }, 'pt-BR', messages).cnpj).toBe(
      'Informe um CNPJ válido',
    );
    expect(validateIntent({ ...valid, cnpj: '11.111.111/1111-11' }, 'pt-BR', messages).cnpj).toBe(
      'Informe um CNPJ válido',
    );
  });

  it.each([
    ['(11) 7876-5432', 'third digit 7'],
    ['(11) 3456-7890', 'landline'],
    ['(11) 9876-543', 'nine digits'],
  ])('refuses the cellphone %j (%s): third digit 8 or 9, at least 10 digits', (phone) => {
    expect(validateIntent({ ...valid, phone }, 'pt-BR', messages).phone).toBe(
      'Informe um celular válido com DDD',
    );
  });

  it('asks an Argentine company for its CUIT (CUIL check digit) and an Argentine phone', () => {
    const argentine = { ...valid, cnpj: '30-71234567-1', phone: '11 2345-6789' };
    expect(validateIntent(argentine, 'es-AR', messages)).toEqual({});
    expect(validateIntent({ ...argentine, cnpj: '30-71234567-2' }, 'es-AR', messages).cnpj).toBe(
      'cuit invalid',
    );
    expect(validateIntent({ ...argentine, cnpj: valid.cnpj }, 'es-AR', messages).cnpj).toBe('cuit invalid');
    expect(validateIntent({ ...argentine, phone: '11 2345-678' }, 'es-AR', messages).phone).toBe(
      'Ingresá un celular válido con código de área',
    );
  });

  it('keeps the CNPJ and the third-digit rule in c-BR', () => {
    expect(validateIntent(valid, 'c-BR', messages)).toEqual({});
    expect(validateIntent({ ...valid, phone: '(11) 2345-6789' }, 'c-BR', messages).phone).toBe(
      'Informe um celular válido com DDD',
    );
  });

  it('refuses a missing privacy consent and takes the other two as optional', () => {
    expect(validateIntent({ ...valid, privacy: false }, 'pt-BR', messages).privacy).toBe('privacy');
    expect(
      validateIntent({ ...valid, receiveOffers: false, directContact: false }, 'pt-BR', messages),
    ).toEqual({});
  });
});

describe('isVehicleAmount', () => {
  it.each(['1', '12', ' 40 ', '100000'])('takes %j', (text) => expect(isVehicleAmount(text)).toBe(true));
  it.each(['', '0', '-3', '2.5', '1e3', 'doze', '100001'])('refuses %j', (text) =>
    expect(isVehicleAmount(text)).toBe(false),
  );
});
