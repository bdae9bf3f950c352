import { describe, expect, it } from 'vitest';
import { adapterFor, normalizeSimulation } from './adapters.ts';
import { type CdcResponse, cdcEntryAmount, cdcRequest } from './cdc.ts';
import type { NextResponse } from './next.ts';
import { type PsaResponse, psaRequest } from './psa.ts';
import type { SimulationInput } from './types.ts';

const input: SimulationInput = {
  mvs: '3581DM1',
  year: 2026,
  price: 100000,
  colorCode: '249',
  entrancePercent: 30,
  numberOfInstallments: 48,
  finalInstallmentPercentage: 25,
  planId: 'P1',
};

const cdc: CdcResponse = {
  upFrontValue: 30000,
  totalAmountFinanced: 73321.4,
  plans: [
    { prazo: 24, vlcalca: 3650.12 },
    { prazo: 48, vlcalca: 2111.9 },
  ],
};

const next: NextResponse = {
  simulations: [
    {
      installmentsQuantity: 36,
      entranceValue: 30000,
      values: [{ residual: 20, installmentsValue: 1700, forwardPrice: 111200, residualValue: 20000 }],
    },
    {
      installmentsQuantity: 48,
      entranceValue: 30000,
      values: [
        { residual: 25, installmentsValue: 1300, forwardPrice: 117400, residualValue: 25000 },
        { residual: 40, installmentsValue: 1010, forwardPrice: 118480, residualValue: 40000 },
      ],
    },
  ],
  legalText: 'CET 24% a.a.',
};

const psa: PsaResponse = {
  valor_entrada: 30000,
  parcelas_disponiveis: [12, 24, 36, 48],
  valor_parcelas: 1450.5,
  valor_financiamento: 71100,
  entrada_maxima_residual: 40,
  entrada_minima_residual: 20,
  parcela_residual: 25000,
  texto_legal: 'Taxa 1,19% a.m.',
};

describe('CDC adapter', () => {
  it('asks with the entry amount = entrance percent / 100 × price', () => {
    expect(cdcEntryAmount({ entrancePercent: 30, price: 100000 })).toBe(30000);
    expect(cdcEntryAmount({ entrancePercent: 12.5, price: 89990 })).toBe(11248.75);
    expect(cdcRequest(input, 'fiat')).toEqual({
      mvsCode: '3581DM1',
      anomodv: 2026,
      color: '249',
      brand: 'fiat',
      vbem: 100000,
      vlensim: 30000,
    });
  });

  it('normalises the plan of the asked term', () => {
    expect(normalizeSimulation('CDC', cdc, input)).toEqual({
      entranceValue: 30000,
      installmentsValue: 2111.9,
      totalInstallments: 48,
      installmentsAvailable: [24, 48],
      hasOffers: true,
      finalInstallmentValue: 0,
      maxFinalInstallmentPercent: 0,
      minFinalInstallmentPercent: 0,
      legalText: '',
    });
  });

  it('fails without a plan for the term', () => {
    expect(() => normalizeSimulation('CDC', cdc, { ...input, numberOfInstallments: 36 })).toThrow(
      'No simulation found for 36 installments',
    );
  });
});

describe('NEXT adapter', () => {
  it('takes the simulation and residual asked; bounds are the min/max residual without server bounds', () => {
    expect(normalizeSimulation('NEXT', next, input)).toEqual({
      entranceValue: 30000,
      installmentsValue: 1300,
      totalInstallments: 48,
      installmentsAvailable: [36, 48],
      hasOffers: true,
      finalInstallmentValue: 25000,
      maxFinalInstallmentPercent: 40,
      minFinalInstallmentPercent: 20,
      legalText: 'CET 24% a.a.',
    });
  });

  it('uses the bounds the server gives', () => {
    const bounded = { ...next, maxFinalInstallmentPercent: 35, minFinalInstallmentPercent: 25 };
    expect(normalizeSimulation('NEXT', bounded, input)).toMatchObject({
      maxFinalInstallmentPercent: 35,
      minFinalInstallmentPercent: 25,
    });
  });

  it('fails on an unknown term or residual, with the seed messages', () => {
    expect(() => normalizeSimulation('NEXT', next, { ...input, numberOfInstallments: 60 })).toThrow(
      'No simulation found for 60 installments',
    );
    expect(() => normalizeSimulation('NEXT', next, { ...input, finalInstallmentPercentage: 33 })).toThrow(
      'No values found for residual 33',
    );
  });
});

describe('PSA adapters', () => {
  const scope = { brand: 'peugeot', market: 'pt-BR' };

  it('send the entrance percent / 100 on the linear plan and as is on the balloon plan', () => {
    expect(psaRequest(input, 'linear', scope)).toEqual({
      market: 'pt-BR',
      mvs_code: '3581DM1',
      valor_carro: 100000,
      plano_id: 'P1',
      percentual_entrada: 0.3,
      parcelas: 48,
      percentual_parcela_residual: 0,
      marca: 'peugeot',
    });
    expect(psaRequest(input, 'balloon', scope)).toMatchObject({
      percentual_entrada: 30,
      percentual_parcela_residual: 25,
    });
  });

  it('normalise linear and balloon answers alike, with the server bounds', () => {
    const expected = {
      entranceValue: 30000,
      installmentsValue: 1450.5,
      totalInstallments: 48,
      installmentsAvailable: [12, 24, 36, 48],
      hasOffers: true,
      finalInstallmentValue: 25000,
      maxFinalInstallmentPercent: 40,
      minFinalInstallmentPercent: 20,
      legalText: 'Taxa 1,19% a.m.',
    };
    expect(normalizeSimulation('PSA_TRADITIONAL', psa, input)).toEqual(expected);
    expect(normalizeSimulation('PSA_BALAO', psa, input)).toEqual(expected);
    expect(() => normalizeSimulation('PSA_BALAO', psa, { ...input, numberOfInstallments: 60 })).toThrow(
      'No simulation found for 60 installments',
    );
  });
});

it('refuses a financing type without an adapter', () => {
  expect(() => adapterFor('ZFLOW')).toThrow('No adapter found for financing type ZFLOW');
  expect(() => normalizeSimulation('LEASING', {}, input)).toThrow(
    'No adapter found for financing type LEASING',
  );
  expect(() => adapterFor('toString')).toThrow('No adapter found for financing type toString');
});

describe('rate, CET and IOF', () => {
  it('are carried from each source with the installment they belong to', () => {
    const priced: CdcResponse = {
      ...cdc,
      plans: [
        { prazo: 24, vlcalca: 3650.12, cet: 0.25, rate: 0.0149, iof: 1500 },
        { prazo: 48, vlcalca: 2111.9, cet: 0.231, rate: 0.0149, iof: 2100.5 },
      ],
    };
    expect(normalizeSimulation('CDC', priced, input)).toMatchObject({
      cetAnnual: 0.231,
      rateMonthly: 0.0149,
      iof: 2100.5,
    });
    const nextPriced: NextResponse = {
      ...next,
      simulations: next.simulations.map((s) => ({
        ...s,
        values: s.values.map((v) => ({ ...v, cet: v.residual / 100, rate: 0.0129, iof: 900 })),
      })),
    };
    expect(normalizeSimulation('NEXT', nextPriced, input)).toMatchObject({ cetAnnual: 0.25, iof: 900 });
    expect(
      normalizeSimulation('PSA_BALAO', { ...psa, cet: 0.2, taxa_mensal: 0.0119, iof: 1800 }, input),
    ).toMatchObject({ cetAnnual: 0.2, rateMonthly: 0.0119, iof: 1800 });
  });
  it('are left out when the service does not give them', () => {
    expect(normalizeSimulation('CDC', cdc, input)).not.toHaveProperty('cetAnnual');
    expect(normalizeSimulation('PSA_TRADITIONAL', psa, input)).not.toHaveProperty('iof');
  });
});
