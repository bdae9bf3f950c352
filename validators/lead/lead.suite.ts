import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { isLeadCpfRequired, type LeadCpfSettings } from './isLeadCpfRequired.ts';
import { leadDocumentSchema } from './leadDocumentSchema.ts';

const lists: LeadCpfSettings = {
  allowedCitiesWithoutCpf: [3550308, '3304557'],
  allowedDealersWithoutCpf: ['D10', 42],
};
const where = { ibgeCityCode: '3550308', dealerId: 'D10' };

describe('isLeadCpfRequired', () => {
  it('requires the CPF when the feature flag is off, whatever the lists say', () => {
    expect(isLeadCpfRequired(undefined, where)).toBe(true);
    expect(isLeadCpfRequired(null, where)).toBe(true);
    expect(
      isLeadCpfRequired({ ...lists, enabledLeadsWithoutCpfRegardlessCitiesAndDealers: true }, where),
    ).toBe(true);
    expect(isLeadCpfRequired({ ...lists, allowLeadsWithoutCpf: false }, where)).toBe(true);
  });

  it('exempts every region when the all-regions flag is on', () => {
    const settings = { allowLeadsWithoutCpf: true, enabledLeadsWithoutCpfRegardlessCitiesAndDealers: true };
    expect(isLeadCpfRequired(settings, {})).toBe(false);
    expect(isLeadCpfRequired(settings, { ibgeCityCode: '9999999', dealerId: 'X' })).toBe(false);
  });

  it('exempts an allowed city or an allowed dealer, comparing codes as strings', () => {
    const settings = { ...lists, allowLeadsWithoutCpf: true };
    expect(isLeadCpfRequired(settings, { ibgeCityCode: '3550308' })).toBe(false);
    expect(isLeadCpfRequired(settings, { ibgeCityCode: 3304557 })).toBe(false);
    expect(isLeadCpfRequired(settings, { dealerId: 42 })).toBe(false);
    expect(isLeadCpfRequired(settings, { dealerId: '42', ibgeCityCode: '1111111' })).toBe(false);
    expect(isLeadCpfRequired(settings, { dealerId: 'D10' })).toBe(false);
  });

  it('requires the CPF when neither the city nor the dealer is listed', () => {
    const settings = { ...lists, allowLeadsWithoutCpf: true };
    expect(isLeadCpfRequired(settings, { ibgeCityCode: '1111111', dealerId: 'D11' })).toBe(true);
    expect(isLeadCpfRequired(settings, {})).toBe(true);
    expect(isLeadCpfRequired(settings, { ibgeCityCode: null, dealerId: '' })).toBe(true);
    expect(isLeadCpfRequired({ allowLeadsWithoutCpf: true }, where)).toBe(true);
  });
});

describe('leadDocumentSchema', () => {
  it('is required when the CPF is required', () => {
    expect(validateField(leadDocumentSchema(true), '', 'pt-BR')).toBe('Informe o CPF');
    expect(validateField(leadDocumentSchema(true), '529.982.247-25', 'pt-BR')).toBeNull();
  });

  it('lets an exempt lead leave it empty but still checks a typed value', () => {
    expect(validateField(leadDocumentSchema(false), '', 'pt-BR')).toBeNull();
    expect(validateField(leadDocumentSchema(false), '529.982.247-24', 'es-AR')).toBe('Ingresá un CPF válido');
    expect(validateField(leadDocumentSchema(false, 'cnpj'), '', 'pt-BR')).toBeNull();
    expect(validateField(leadDocumentSchema(false, 'cnpj'), '11.222.333/0001-82', 'pt-BR')).toBe(
      'Informe um CNPJ válido',
    );
    expect(validateField(leadDocumentSchema(true, 'cpf-cnpj'), '', 'pt-BR')).toBe('Informe o CPF ou CNPJ');
  });
});
