import { describe, expect, it } from 'vitest';
import { planOfKept } from './planOfKept.ts';

describe('planOfKept', () => {
  it('reads the figures of a kept simulation as the voucher shows them', () => {
    const plan = planOfKept({
      id: 'SIM-1',
      result: {
        entranceValue: 30000,
        installments: 48,
        installmentValue: 2100.5,
        residualValue: 0,
        cetAnnual: 0.25,
      },
      legalText: 'CET de 25% a.a.',
    });
    expect(plan).toMatchObject({
      entranceValue: 30000,
      installmentsValue: 2100.5,
      totalInstallments: 48,
      finalInstallmentValue: 0,
      cetAnnual: 0.25,
      legalText: 'CET de 25% a.a.',
    });
    expect(plan).not.toHaveProperty('iof');
  });

  it('is null without installments', () => {
    expect(planOfKept({ id: 'SIM-2', result: { entranceValue: 1 } })).toBeNull();
    expect(planOfKept({ id: 'SIM-3' })).toBeNull();
  });
});
