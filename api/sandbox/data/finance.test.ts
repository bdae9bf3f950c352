import { describe, expect, it } from 'vitest';
import { cet, legalText, pmt, simulate, taxesAndFees } from './finance.ts';

describe('sandbox financing maths', () => {
  it('computes the Price-table installment', () => {
    expect(pmt(0.01, 12, 10000)).toBeCloseTo(888.49, 2);
    expect(pmt(0.0149, 48, 70000)).toBeCloseTo(2051.86, 2);
    expect(pmt(0, 10, 1000)).toBe(100);
  });

  it('discounts the balloon residual before amortising', () => {
    const rate = 0.0119;
    const residual = 25000;
    const withBalloon = pmt(rate, 36, 70000, residual);
    expect(withBalloon).toBeCloseTo(pmt(rate, 36, 70000 - residual / (1 + rate) ** 36), 6);
    let balance = 70000;
    for (let k = 0; k < 36; k++) balance = balance * (1 + rate) - withBalloon;
    expect(balance).toBeCloseTo(residual, 4);
  });

  it('charges IOF per amortised installment (0.0082%/day until each falls due, up to a year, + 0.38%) and fees in Brazil', () => {
    // Issue 14: R$ 70.000 over 48 months at 1,49% a.m. — ~R$ 2.183, not the 365-day approximation's R$ 2.361.
    expect(taxesAndFees(70000, 48, 'BR', 0.0149)).toEqual({ iof: 2183.49, fees: 1100 });
    // One installment: the whole principal falls due in 30 days.
    expect(taxesAndFees(10000, 1, 'BR', 0.0149).iof).toBeCloseTo(10000 * (0.0038 + 0.000082 * 30), 2);
    // Without interest each installment amortises the same share: days 30, 60, …, 180.
    expect(taxesAndFees(6000, 6, 'BR', 0).iof).toBeCloseTo(6000 * 0.0038 + 1000 * 0.000082 * 630, 2);
    // Beyond a year every installment counts 365 days: never more than the flat approximation.
    expect(taxesAndFees(70000, 48, 'BR', 0.0149).iof).toBeLessThan(70000 * (0.0038 + 0.000082 * 365));
    expect(taxesAndFees(10000, 12, 'AR', 0.039)).toEqual({ iof: 0, fees: 150 });
  });

  it('a balloon residual is amortised at the end: its IOF counts the days until the last installment', () => {
    const rate = 0.0119;
    const withResidual = taxesAndFees(70000, 12, 'BR', rate, 30000).iof;
    let balance = 70000;
    const installment = pmt(rate, 12, 70000, 30000);
    let daily = 0;
    for (let k = 1; k <= 12; k++) {
      const amortised = k === 12 ? balance : installment - balance * rate;
      balance -= amortised;
      daily += amortised * 0.000082 * Math.min(30 * k, 365);
    }
    expect(withResidual).toBeCloseTo(70000 * 0.0038 + daily, 2);
  });

  it('the legal text states the CET of the plan it describes, for every term', () => {
    for (const installments of [12, 24, 36, 48, 60]) {
      const s = simulate({ price: 100000, entrancePercent: 30, installments, rate: 0.0149, country: 'BR' });
      const cetText = (s.cetAnnual * 100).toLocaleString('pt-BR', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(legalText(s, 'BR')).toContain(`CET de ${cetText}% a.a.`);
    }
  });

  it('solves the CET: equal to the nominal rate without fees, above it with them', () => {
    const plain = cet(70000, pmt(0.0149, 48, 70000), 48);
    expect(plain.monthly).toBeCloseTo(0.0149, 6);
    expect(plain.annual).toBeCloseTo(1.0149 ** 12 - 1, 6);
    const s = simulate({ price: 100000, entrancePercent: 30, installments: 48, rate: 0.0149, country: 'BR' });
    expect(s.entranceValue).toBe(30000);
    expect(s.netFinanced).toBe(70000);
    expect(s.totalFinanced).toBeCloseTo(70000 + s.iof + s.fees, 2);
    expect(s.cetMonthly).toBeGreaterThan(0.0149);
    expect(s.cetAnnual).toBeGreaterThan(0.19);
    expect(s.totalPaid).toBeCloseTo(30000 + 48 * s.installmentValue, 2);
    expect(legalText(s, 'BR')).toMatch(/CET de \d+,\d{2}% a\.a\./);
    expect(legalText(s, 'AR')).toMatch(/CFT \d+,\d{2}% anual/);
  });

  it('pays a balloon plan with lower installments and the residual at the end', () => {
    const linear = simulate({
      price: 100000,
      entrancePercent: 30,
      installments: 36,
      rate: 0.0119,
      country: 'BR',
    });
    const balloon = simulate({
      price: 100000,
      entrancePercent: 30,
      installments: 36,
      residualPercent: 30,
      rate: 0.0119,
      country: 'BR',
    });
    expect(balloon.residualValue).toBe(30000);
    expect(balloon.installmentValue).toBeLessThan(linear.installmentValue);
    expect(balloon.cetAnnual).toBeGreaterThan(1.0119 ** 12 - 1);
  });
});
