import { describe, expect, it } from 'vitest';
import { validateForm } from '../../core/form/validateForm.ts';
import { companyIdRule, companyKeyOf } from './companyId.ts';

const messages = { cuitRequired: 'cuit required', cuitInvalid: 'cuit invalid' };
const check = (country: 'BR' | 'AR', cnpj: string, market = country === 'AR' ? 'es-AR' : 'pt-BR') =>
  validateForm({ cnpj }, { cnpj: companyIdRule<{ cnpj: string }>(country, messages) }, market).cnpj;

describe('companyKeyOf', () => {
  it('keys a Brazilian company by its CNPJ and an Argentine one by its CUIT, digits only', () => {
    expect(companyKeyOf('11.222.333/0001-81', 'BR')).toEqual({ cnpj: '11222333000181' });
    expect(companyKeyOf('30-71234567-1', 'AR')).toEqual({ cuit: '30712345671' });
  });
});

describe('companyIdRule', () => {
  it('asks a valid CUIT in Argentina, with the market’s messages', () => {
    expect(check('AR', '')).toBe('cuit required');
    expect(check('AR', '30-71234567-2')).toBe('cuit invalid');
    expect(check('AR', '11222333000181')).toBe('cuit invalid');
    expect(check('AR', '30-71234567-1')).toBeUndefined();
  });

  it('asks a valid CNPJ in Brazil and refuses a CUIT there', () => {
    expect(check('BR', '11.222.333/0001-81')).toBeUndefined();
    expect(check('BR', '30712345671')).toBeTruthy();
  });
});
