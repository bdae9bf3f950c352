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

  it('charges IOF (0.38% + 0.0082%/day up to a year) and fees in Brazil', () => {
    expect(taxesAndFees(10000, 48, 'BR')).toEqual({ iof: 337.3, fees: 1100 });
    expect(taxesAndFees(10000, 6, 'BR').iof).toBeCloseTo(10000 * (0.0038 + 0.000082 * 180), 2);
    expect(taxesAndFees(10000, 12, 'AR')).toEqual({ iof: 0, fees: 150 });
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
