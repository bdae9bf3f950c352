import { describe, expect, it } from 'vitest';
import { buyerOf } from './buyerOf.ts';

const values = {
  personType: 'physicalPerson' as const,
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  companyName: 'Silva Ltda',
  cnpj: '11.222.333/0001-81',
};

describe('the buyer the voucher names', () => {
  it('a person by name and CPF as typed', () => {
    expect(buyerOf(values)).toEqual({ buyer: 'Maria da Silva', document: '529.982.247-25' });
  });

  it('a company by its name and CNPJ', () => {
    expect(buyerOf({ ...values, personType: 'legalPerson' })).toEqual({
      buyer: 'Silva Ltda',
      document: '11.222.333/0001-81',
    });
  });

  it('no document when it has no digits (document numbers are not kept after a reload)', () => {
    expect(buyerOf({ ...values, cpf: '' }).document).toBe('');
    expect(buyerOf({ ...values, cpf: '...-' }).document).toBe('');
  });
});
