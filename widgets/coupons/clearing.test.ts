import { describe, expect, it } from 'vitest';
import { validateForm } from '../../core/form/validateForm.ts';
import { type ClearValues, clearingOf, clearRules } from './clearing.ts';

const errorsOf = (values: ClearValues, country: 'BR' | 'AR' = 'BR') =>
  validateForm(
    values,
    clearRules(values, country, 'Informe a oferta do cupom'),
    country === 'AR' ? 'es-AR' : 'pt-BR',
  );

describe('clearing coupon uses', () => {
  it('asks for what the scope names, and only that', () => {
    expect(errorsOf({ scope: 'coupon', offerId: ' ', cpf: 'x' })).toEqual({
      offerId: 'Informe a oferta do cupom',
    });
    expect(Object.keys(errorsOf({ scope: 'cpf', offerId: '', cpf: '' }))).toEqual(['cpf']);
    expect(Object.keys(errorsOf({ scope: 'coupon-cpf', offerId: '', cpf: '123' }))).toEqual([
      'offerId',
      'cpf',
    ]);
    expect(errorsOf({ scope: 'coupon-cpf', offerId: 'OFR-1', cpf: '390.533.447-05' })).toEqual({});
  });

  it('Argentina: a CUIL, not a CPF', () => {
    expect(errorsOf({ scope: 'cpf', offerId: '', cpf: '20-12345678-6' }, 'AR')).toEqual({});
    expect(Object.keys(errorsOf({ scope: 'cpf', offerId: '', cpf: '390.533.447-05' }, 'AR'))).toEqual([
      'cpf',
    ]);
  });

  it('sends the offer and the digits of the CPF as the scope names them', () => {
    const values = { offerId: ' OFR-1 ', cpf: '390.533.447-05' };
    expect(clearingOf({ scope: 'coupon', ...values })).toEqual({ offerId: 'OFR-1' });
    expect(clearingOf({ scope: 'cpf', ...values })).toEqual({ cpf: '39053344705' });
    expect(clearingOf({ scope: 'coupon-cpf', ...values })).toEqual({ offerId: 'OFR-1', cpf: '39053344705' });
  });
});
