import { describe, expect, it } from 'vitest';
import { fundingOfPlan } from './fundingOfPlan.ts';

const RESULT = {
  entranceValue: 30_000,
  installmentsValue: 2_148.11,
  totalInstallments: 48,
  installmentsAvailable: [12, 24, 36, 48],
  hasOffers: false,
  finalInstallmentValue: 0,
  maxFinalInstallmentPercent: 0,
  minFinalInstallmentPercent: 0,
  legalText: '',
};
const INPUT = {
  mvs: '826D7L3',
  year: 2026,
  price: 100_000,
  colorCode: '249',
  entrancePercent: 30,
  numberOfInstallments: 48,
};

describe('fundingOfPlan', () => {
  it('keeps the source, term, entry, installment and final installment of the plan', () => {
    expect(fundingOfPlan('CDC', { input: INPUT, result: RESULT })).toEqual({
      source: 'CDC',
      installments: 48,
      entranceValue: 30_000,
      installmentValue: 2_148.11,
      finalInstallmentValue: 0,
    });
  });

  it("adds the plan id, the annual CET and a coupon's discount when the plan has them", () => {
    const plan = {
      input: { ...INPUT, planId: 'P-7' },
      result: { ...RESULT, cetAnnual: 0.2299, discount: { coupon: 'BEMVINDO10', amount: 10_000 } },
    };
    expect(fundingOfPlan('CDC', plan)).toMatchObject({
      planId: 'P-7',
      cetAnnual: 0.2299,
      coupon: 'BEMVINDO10',
      discount: 10_000,
    });
  });
});
