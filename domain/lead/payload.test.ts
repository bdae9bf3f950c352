import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LeadPayloadSchema, leadSchemaFor } from '../../api/lead.payloads.ts';
import {
  commonAttributes,
  customPayload,
  type LeadContext,
  leadPayload,
  legalPayload,
  physicalPayload,
} from './payload.ts';
import { emptyLeadValues, type LeadValues } from './values.ts';

const ctx: LeadContext = {
  brand: 'jeep',
  country: 'BR',
  formName: 'Proposal',
  origin: 'landing',
  subOrigin: undefined,
  productGroup: '',
  callback: undefined,
  modelCode: '338',
  modelYear: '2026',
  gaTrackId: undefined,
  gaUserId: 'U-1',
  attribution: { retUrl: 'https://www.jeep.com.br/compass', utm_source: 'google', gclid: 'abc' },
  random: 42,
};

const maria: LeadValues = {
  ...emptyLeadValues('physical'),
  name: '  Maria da Silva ',
  email: ' maria@example.com',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  stateCode: 'SP',
  cityName: 'São Paulo',
  dealerId: '7',
  dealerCode: '34100',
  allowSMS: true,
  preferredContactsMethod: 'PHONE',
};

const company: LeadValues = {
  ...emptyLeadValues('legal'),
  corporateName: 'Transportes Horizonte Ltda ',
  contactName: 'Carlos Lima',
  cnpj: '47.381.092/0001-60',
  email: 'frota@example.com',
  phone: '(21) 99876-5432',
  totalVehicles: ' 12 ',
  hasTwoYearCnpj: true,
  stateCode: 'RJ',
  cityName: 'Rio de Janeiro',
  dealerCode: '34100',
  allowEmail: true,
};

describe('lead payload builders (seed 000 §3)', () => {
  it('carry the common attributes, leaving out those the page does not have', () => {
    expect(commonAttributes(maria, ctx)).toEqual({
      random: 42,
      gaUserId: 'U-1',
      gclid: 'abc',
      formName: 'Proposal',
      origin: 'landing',
      productCode: '338',
      retUrl: 'https://www.jeep.com.br/compass',
      uf: 'SP',
      cidade: 'São Paulo',
      countryCode: 57,
      country: 'BR',
      utm_source: 'google',
    });
    expect(commonAttributes(maria, { ...ctx, formName: '' }).formName).toBe('Proposal');
  });

  it('send the lead brand-area code of seed 000 §9: fiat 0, jeep 57, dodge, chrysler and ram 55', () => {
    const codes = (['fiat', 'jeep', 'dodge', 'chrysler', 'ram'] as const).map(
      (brand) => commonAttributes(maria, { ...ctx, brand }).countryCode,
    );
    expect(codes).toEqual([0, 57, 55, 55, 55]);
  });

  it('send the message and the chassis (in capitals) only when typed', () => {
    const typed = { ...maria, message: ' Prazo de entrega? ', chassis: '9bd11111111111111' };
    expect(physicalPayload(typed, ctx)).toMatchObject({
      message: 'Prazo de entrega?',
      chassis: '9BD11111111111111',
    });
    expect(physicalPayload(maria, ctx)).not.toHaveProperty('message');
    expect(physicalPayload(maria, ctx)).not.toHaveProperty('chassis');
  });

  it('send a person with trimmed texts, digits, the phone prefixed with 0 and the phone consent copying SMS', () => {
    expect(physicalPayload(maria, ctx)).toMatchObject({
      firstName: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '52998224725',
      phone: '011987654321',
      dealersCode: '34100',
      preferred_contact_method: 'PHONE',
      indSmsContact: true,
      indPhoneContact: true,
      indEmailContact: false,
      indWhatsappContact: false,
    });
  });

  it('send a company with its CNPJ unmasked (a CUIT as digits in Argentina) and the fleet as a number or null', () => {
    expect(legalPayload(company, ctx)).toMatchObject({
      corporateName: 'Transportes Horizonte Ltda',
      contactName: 'Carlos Lima',
      cnpj: '47381092000160',
      totalVehicles: 12,
      hasTwoYearCnpj: true,
    });
    expect(legalPayload({ ...company, totalVehicles: '' }, ctx).totalVehicles).toBeNull();
    expect(legalPayload({ ...company, cnpj: '30-71234567-1' }, { ...ctx, country: 'AR' }).cnpj).toBe(
      '30712345671',
    );
  });

  it('choose the company payload for legalPerson only', () => {
    expect(leadPayload(company, ctx)).toHaveProperty('corporateName');
    expect(
      leadPayload({ ...company, personType: 'physicalPerson', name: 'Carlos Lima' }, ctx),
    ).toHaveProperty('firstName', 'Carlos Lima');
  });

  it('send the custom form with its free fields joined and the address only when the section is valid', () => {
    const values: LeadValues = {
      ...maria,
      contactReason: 'Comprar',
      extra: { versao: ' Pulse Audace ', cor: '', uso: 'Cidade' },
      address: {
        postalCode: '01310-100',
        street: 'Avenida Paulista ',
        number: '1000',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      stateCode: 'BA',
      cityName: 'Salvador',
    };
    const fields = [
      { name: 'versao', label: 'Versão' },
      { name: 'cor', label: 'Cor' },
      { name: 'uso', label: 'Uso' },
    ];
    const sent = customPayload(values, ctx, fields, true);
    expect(sent).toMatchObject({
      name: 'Maria da Silva',
      description: 'versao: Pulse Audace\nuso: Cidade',
      contactReason: 'Comprar',
      msc_ano_modelo: '2026',
      userPostalCode: '01310100',
      street: 'Avenida Paulista, 1000',
      homeNumber: '1000',
      neighborhood: 'Bela Vista',
      uf: 'SP',
      cidade: 'São Paulo',
    });
    const withoutAddress = customPayload(values, ctx, fields, false);
    for (const key of ['userPostalCode', 'street', 'uf', 'cidade'])
      expect(withoutAddress).not.toHaveProperty(key);
  });

  it('build payloads the lead schema accepts, the one the sandbox checks them with', () => {
    const custom = customPayload({ ...maria, extra: {} }, ctx, [], false);
    for (const payload of [physicalPayload(maria, ctx), legalPayload(company, ctx), custom]) {
      expect(v.safeParse(leadSchemaFor(payload), payload).issues).toBeUndefined();
      expect(v.is(LeadPayloadSchema, payload)).toBe(true);
    }
    const noSurname = physicalPayload({ ...maria, name: 'Maria' }, ctx);
    expect(v.is(leadSchemaFor(noSurname), noSurname)).toBe(false);
  });
});
