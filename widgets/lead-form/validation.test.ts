import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../core/settings.ts';
import { cpfSettings } from '../../domain/lead/settings.ts';
import { emptyLeadValues, type LeadValues } from '../../domain/lead/values.ts';
import { isLeadCpfRequired } from '../../validators/index.ts';
import { addressErrors, addressValid, type LeadRules, validateLead } from './validation.ts';

const rules: LeadRules = {
  variant: 'physical',
  market: 'pt-BR',
  country: 'BR',
  cpfRequired: true,
  reasonsShown: false,
  fields: [],
  requiredMessage: 'Preencha este campo.',
  totalVehiclesMessage: 'Informe um número inteiro de veículos, maior que zero.',
};

const maria: LeadValues = {
  ...emptyLeadValues('physical'),
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  stateCode: 'SP',
  cityCode: '3550308',
  cityName: 'São Paulo',
  dealerId: '7',
  dealerCode: '34100',
  allowWhatsApp: true,
};

describe('lead form rules (seed 000 §5)', () => {
  it('asks for everything on an empty form, the dealer with the seed message', () => {
    expect(validateLead(emptyLeadValues('physical'), rules)).toEqual({
      name: 'Informe seu nome completo',
      cpf: 'Informe o CPF',
      email: 'Informe seu e-mail',
      phone: 'Informe seu celular',
      stateCode: 'Informe o estado',
      cityCode: 'Informe a cidade',
      dealerId: 'É obrigatório selecionar uma concessionária',
      consents: 'Selecione pelo menos uma forma de contato',
    });
    expect(validateLead(maria, rules)).toEqual({});
  });

  it('checks the CPF and a Brazilian mobile (third digit 8 or 9)', () => {
    expect(validateLead({ ...maria, cpf: '111.111.111-11', phone: '(11) 3333-4444' }, rules)).toEqual({
      cpf: 'Informe um CPF válido',
      phone: 'Informe um celular válido com DDD',
    });
  });

  it('exempts the CPF where the page allows leads without it, but checks one that is typed', () => {
    const settings = cpfSettings(
      parseSettings({ 'allow-leads-without-cpf': 'true', 'allowed-cities-without-cpf': '3550308' }).settings,
    );
    const cpfRequired = isLeadCpfRequired(settings, {
      ibgeCityCode: maria.cityCode,
      dealerId: maria.dealerId,
    });
    expect(cpfRequired).toBe(false);
    expect(validateLead({ ...maria, cpf: '' }, { ...rules, cpfRequired })).toEqual({});
    expect(validateLead({ ...maria, cpf: '123' }, { ...rules, cpfRequired })).toEqual({
      cpf: 'Informe um CPF válido',
    });
    expect(isLeadCpfRequired(settings, { ibgeCityCode: '3304557', dealerId: '7' })).toBe(true);
  });

  it('speaks es-AR: the CUIL instead of the CPF and an Argentine phone with area code', () => {
    const ar = { ...rules, market: 'es-AR', country: 'AR' as const };
    const martina = { ...maria, cpf: '27-12345678-0', phone: '(11) 5123-4567' };
    expect(validateLead(martina, ar)).toEqual({});
    expect(validateLead({ ...martina, cpf: '20-12345678-0' }, ar)).toEqual({ cpf: 'Ingresá un CUIL válido' });
    expect(validateLead({ ...martina, dealerId: '' }, ar)).toEqual({
      dealerId: 'Es obligatorio seleccionar un concesionario',
    });
  });

  it('asks a company for its name, contact, CNPJ and a whole number of vehicles', () => {
    const company: LeadValues = {
      ...maria,
      personType: 'legalPerson',
      corporateName: 'Transportes Horizonte Ltda',
      contactName: 'Carlos Lima',
      cnpj: '47.381.092/0001-60',
      totalVehicles: '12',
    };
    const legal = { ...rules, variant: 'legal' as const };
    expect(validateLead(company, legal)).toEqual({});
    expect(
      validateLead({ ...company, corporateName: '', cnpj: '47.381.092/0001-61', totalVehicles: '0' }, legal),
    ).toEqual({
      corporateName: 'Informe a razão social',
      cnpj: 'Informe um CNPJ válido',
      totalVehicles: 'Informe um número inteiro de veículos, maior que zero.',
    });
  });

  it('checks the custom form’s address only once it is started, never blocking the lead; its required free fields and the reason', () => {
    const custom: LeadRules = {
      ...rules,
      variant: 'custom',
      reasonsShown: true,
      fields: [{ name: 'versao', label: 'Versão', required: true }],
    };
    const values = { ...maria, contactReason: 'Comprar', extra: { versao: 'Pulse' } };
    expect(validateLead(values, custom)).toEqual({});
    expect(addressValid(values, custom)).toBe(false);
    const started = {
      ...values,
      contactReason: '',
      extra: {},
      address: { ...values.address, postalCode: '0131' },
    };
    // The address never blocks the lead (seed 000 §3: sent only when valid): its errors stay apart.
    expect(validateLead(started, custom)).toEqual({
      contactReason: 'Selecione o motivo do contato',
      'extra.versao': 'Preencha este campo.',
    });
    expect(Object.keys(addressErrors(started, custom))).toEqual([
      'address.postalCode',
      'address.street',
      'address.number',
      'address.neighborhood',
      'address.city',
      'address.state',
    ]);
    expect(addressValid(started, custom)).toBe(false);
    const full = {
      ...values,
      address: {
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    };
    expect(addressValid(full, custom)).toBe(true);
    expect(addressValid({ ...full, address: { ...full.address, number: '' } }, custom)).toBe(false);
    const argentine = { ...full, address: { ...full.address, postalCode: 'C1425' } };
    expect(addressValid(argentine, { ...custom, market: 'es-AR', country: 'AR' })).toBe(true);
  });
});
