import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PromotionAgreementPayloadSchema } from '../../api/promotions.payloads.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { agreementPayloadOf, agreementRules, EMPTY_AGREEMENT } from './agreement.ts';

const MUST = 'accept the terms';
const check = (values: Partial<typeof EMPTY_AGREEMENT>, country: 'BR' | 'AR' = 'BR', market = 'pt-BR') =>
  validateForm({ ...EMPTY_AGREEMENT, ...values }, agreementRules(country, MUST), market);

describe('the participation agreement', () => {
  it('asks for the document and the terms accepted, in the market language', () => {
    expect(check({})).toEqual({ cpf: 'Informe o CPF', accepted: MUST });
    expect(check({}, 'AR', 'es-AR').cpf).toBe('Ingresá tu CUIL');
  });

  it('refuses a CPF (CUIL in Argentina) that is not valid', () => {
    expect(check({ cpf: '390.533.447-06', accepted: true }).cpf).toBe('Informe um CPF válido');
    expect(check({ cpf: '27-32123456-5', accepted: true }, 'AR', 'es-AR').cpf).toBe('Ingresá un CUIL válido');
    expect(check({ cpf: '390.533.447-05', accepted: true })).toEqual({});
    expect(check({ cpf: '27-32123456-4', accepted: true }, 'AR', 'es-AR')).toEqual({});
  });

  it("sends the document's digits under the country's key, as the service schema takes them", () => {
    const br = agreementPayloadOf({ cpf: '390.533.447-05', accepted: true }, 'BR');
    expect(br).toEqual({ acceptedTerms: true, cpf: '39053344705' });
    const ar = agreementPayloadOf({ cpf: '27-32123456-4', accepted: true }, 'AR');
    expect(ar).toEqual({ acceptedTerms: true, cuil: '27321234564' });
    for (const body of [br, ar])
      expect(v.safeParse(PromotionAgreementPayloadSchema, body).success).toBe(true);
  });
});
