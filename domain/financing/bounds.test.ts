import { describe, expect, it } from 'vitest';
import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { clampToStep, finalInstallmentOptions, nearest, range, sliderBounds } from './bounds.ts';

const result = (patch: Partial<NormalizedSimulation> = {}): NormalizedSimulation => ({
  entranceValue: 30000,
  installmentsValue: 2000,
  totalInstallments: 48,
  installmentsAvailable: [48, 12, 24, 36, 60],
  hasOffers: true,
  finalInstallmentValue: 25000,
  maxFinalInstallmentPercent: 40,
  minFinalInstallmentPercent: 20,
  legalText: '',
  ...patch,
});

describe('slider bounds', () => {
  it('takes the entrance bounds and step from the server defaults', () => {
    const b = sliderBounds({ minEntrancePercent: 20, maxEntrancePercent: 80, entranceStep: 5 }, null, false);
    expect(b.entrance).toEqual({ min: 20, max: 80, step: 5 });
    expect(b.finalInstallment).toBeNull();
  });

  it('defaults to one step and 10–90 % without server values (seed 000 §9)', () => {
    expect(sliderBounds({}, null, false).entrance).toEqual({ min: 10, max: 90, step: 1 });
  });

  it('offers the installments the server answered, sorted, else the defaults', () => {
    expect(sliderBounds({ installments: [12, 24] }, result(), false).installments).toEqual([
      12, 24, 36, 48, 60,
    ]);
    expect(sliderBounds({ installments: [24, 12] }, null, false).installments).toEqual([12, 24]);
  });

  it('bounds the final installment by the result: server list inside min/max, else min..max by one', () => {
    const listed = { finalInstallmentPercents: [40, 20, 25, 30, 35, 50] };
    expect(finalInstallmentOptions(result(), listed)).toEqual([20, 25, 30, 35, 40]);
    expect(
      finalInstallmentOptions(result({ minFinalInstallmentPercent: 10, maxFinalInstallmentPercent: 13 }), {}),
    ).toEqual([10, 11, 12, 13]);
    expect(
      finalInstallmentOptions(
        result({ minFinalInstallmentPercent: 0, maxFinalInstallmentPercent: 0 }),
        listed,
      ),
    ).toBeNull();
    expect(finalInstallmentOptions(null, listed)).toEqual([20, 25, 30, 35, 40, 50]);
  });

  it('clamps and snaps to the step grid', () => {
    expect(clampToStep(95, 20, 80, 5)).toBe(80);
    expect(clampToStep(3, 20, 80, 5)).toBe(20);
    expect(clampToStep(33, 20, 80, 5)).toBe(35);
    expect(clampToStep(Number.NaN, 20, 80, 1)).toBe(20);
    expect(clampToStep(12.26, 10, 20, 0.5)).toBe(12.5);
  });

  it('picks the nearest option and builds inclusive ranges', () => {
    expect(nearest([12, 24, 36], 30)).toBe(24);
    expect(nearest([], 7)).toBe(7);
    expect(range(20, 22, 1)).toEqual([20, 21, 22]);
    expect(range(0, 1, 0.25)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});
