import { describe, expect, it } from 'vitest';
import type { PickedDealer } from '../../api/dealers.ts';
import { isTodayOrLater, validateWhatsapp, type WhatsappRules } from './validation.ts';
import { emptyWhatsappValues, type WhatsappValues } from './values.ts';

const rules: WhatsappRules = {
  market: 'pt-BR',
  country: 'BR',
  pastDateMessage: 'Escolha hoje ou uma data futura',
  dealerFixed: false,
};

const dealer = { id: 7, dealerCode: '34100', name: 'Fiat Primavera' } as PickedDealer;
const maria: WhatsappValues = {
  ...emptyWhatsappValues({ modelCode: '553', mvsCode: '5532L31' }, dealer),
  name: 'Maria da Silva',
  phone: '(11) 98765-4321',
  email: 'maria@example.com',
};

describe('WhatsApp chat rules (seed 000 §5)', () => {
  it('asks for the person, the car and the dealer; CPF and visit date are optional', () => {
    expect(validateWhatsapp(emptyWhatsappValues(), rules)).toEqual({
      name: 'Informe seu nome completo',
      phone: 'Informe seu celular',
      email: 'Informe seu e-mail',
      modelCode: 'Selecione o modelo',
      mvsCode: 'Selecione a versão',
      dealer: 'É obrigatório selecionar uma concessionária',
    });
    expect(validateWhatsapp(maria, rules)).toEqual({});
  });

  it('needs no dealer choice when the page fixed the dealer', () => {
    expect(validateWhatsapp({ ...maria, dealer: null }, { ...rules, dealerFixed: true })).toEqual({});
  });

  it('checks a typed CPF and a typed visit date, which must be today or later', () => {
    expect(validateWhatsapp({ ...maria, cpf: '123.456.789-00' }, rules)).toEqual({
      cpf: 'Informe um CPF válido',
    });
    expect(validateWhatsapp({ ...maria, scheduleDate: '01/01/2020' }, rules)).toEqual({
      scheduleDate: 'Escolha hoje ou uma data futura',
    });
    expect(validateWhatsapp({ ...maria, scheduleDate: '31/02/2099' }, rules)).toEqual({
      scheduleDate: 'Informe uma data válida',
    });
    expect(validateWhatsapp({ ...maria, scheduleDate: '31/12/2099' }, rules)).toEqual({});
    const today = new Date(2026, 10, 23, 18, 30);
    expect(isTodayOrLater('23/11/2026', today)).toBe(true);
    expect(isTodayOrLater('22/11/2026', today)).toBe(false);
  });

  it('asks Argentina for a CUIL (when typed) and a phone with area code, without the Brazilian mobile rule', () => {
    const ar = { ...rules, market: 'es-AR', country: 'AR' as const };
    const martina = { ...maria, phone: '(351) 456-7890' };
    expect(validateWhatsapp(martina, ar)).toEqual({});
    expect(validateWhatsapp(martina, rules)).toEqual({ phone: 'Informe um celular válido com DDD' });
    expect(validateWhatsapp({ ...martina, cpf: '20123456780' }, ar)).toEqual({
      cpf: 'Ingresá un CUIL válido',
    });
  });

  it('takes an Argentine mobile with or without the trunk 0 and the 15, but only one WhatsApp can reach', () => {
    const ar = { ...rules, market: 'es-AR', country: 'AR' as const };
    const martina = { ...maria, name: 'Martina González', cpf: '' };
    expect(validateWhatsapp({ ...martina, phone: '(011) 1551-234567' }, ar)).toEqual({});
    expect(validateWhatsapp({ ...martina, phone: '(351) 421-5678' }, ar)).toEqual({});
    expect(validateWhatsapp({ ...martina, phone: '(011) 1551-2345678' }, ar)).toEqual({
      phone: 'Ingresá un celular válido con código de área',
    });
  });
});
