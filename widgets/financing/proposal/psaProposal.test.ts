import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { NormalizedSimulation, SimulationInput } from '../../../api/financing/types.ts';
import { PsaFinancingPayloadSchema } from '../../../api/funding.payloads.ts';
import { emptyProposal, type ProposalValues } from './proposalValues.ts';
import { psaProposalBody } from './psaProposal.ts';

const input: SimulationInput = {
  mvs: '826D7L3',
  year: 2026,
  price: 100000,
  colorCode: '249',
  entrancePercent: 30,
  numberOfInstallments: 48,
  finalInstallmentPercentage: 25,
  planId: 'PLAN-1',
};
const result = { totalInstallments: 48, installmentsValue: 1500.5 } as NormalizedSimulation;
const buyer = (overrides: Partial<ProposalValues> = {}): ProposalValues => ({
  ...emptyProposal(),
  name: ' John Smith ',
  cpf: '529.982.247-25',
  birthday: '10/05/1990',
  email: ' john@example.com ',
  income: 'R$ 9.000,00',
  maritalStatus: 'married',
  spouseIncome: 'R$ 1.000,00',
  nationality: 'foreign',
  ...overrides,
});
const jeep = { market: 'pt-BR', brand: 'jeep' };

describe('psaProposalBody', () => {
  it('the PSA bank’s fields: car, plan, tax id, name, e-mail, installment and the household income', () => {
    const body = psaProposalBody(buyer(), { input, result }, jeep);
    expect(body).toMatchObject({
      market: 'pt-BR',
      marca: 'jeep',
      mvs_code: '826D7L3',
      valor_carro: 100000,
      plano_id: 'PLAN-1',
      percentual_entrada: 30,
      parcelas: 48,
      percentual_parcela_residual: 25,
      valor_parcelas: 1500.5,
      cpf: '52998224725',
      nome: 'John Smith',
      email: 'john@example.com',
      renda: 10000,
    });
    expect(body).not.toHaveProperty('cupom');
    expect(v.is(PsaFinancingPayloadSchema, body)).toBe(true);
  });

  it('carries the whole proposal as the hub keeps it, without a simulation id', () => {
    const { proposta } = psaProposalBody(buyer(), { input, result }, jeep);
    expect(proposta).toMatchObject({
      personType: 'physicalPerson',
      nationality: 'foreign',
      cpf: '52998224725',
    });
    expect(proposta).not.toHaveProperty('simulationId');
  });

  it('a company is named by its name and its revenue alone; a coupon goes as cupom', () => {
    const body = psaProposalBody(
      buyer({ personType: 'legalPerson', companyName: ' Smith Ltda ' }),
      { input: { ...input, finalInstallmentPercentage: undefined }, result },
      jeep,
      'BEMVINDO10',
    );
    expect(body).toMatchObject({
      nome: 'Smith Ltda',
      renda: 9000,
      percentual_parcela_residual: 0,
      cupom: 'BEMVINDO10',
    });
  });

  it('in Argentina the tax id is the CUIL', () => {
    const body = psaProposalBody(
      buyer({ cpf: '20-12345678-6' }),
      { input, result },
      { market: 'es-AR', brand: 'peugeot' },
    );
    expect(body).toMatchObject({ cuil: '20123456786', market: 'es-AR', marca: 'peugeot' });
    expect(body).not.toHaveProperty('cpf');
  });
});
