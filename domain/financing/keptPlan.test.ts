import { describe, expect, it } from 'vitest';
import { keptPlanOf } from './keptPlan.ts';

const input = {
  mvs: '826D7L3',
  year: 2026,
  price: 100000,
  colorCode: '249',
  entrancePercent: 40,
  numberOfInstallments: 36,
  source: 'NEXT',
  planType: 'MSC',
  finalInstallmentPercentage: 30,
  partIds: ['P1'],
};

describe('keptPlanOf', () => {
  it('reopens a kept simulation with its source, car and slider values', () => {
    expect(keptPlanOf({ id: 'SIM-1', input })).toEqual({
      id: 'SIM-1',
      source: 'NEXT',
      car: { mvs: '826D7L3', year: 2026, price: 100000, colorCode: '249', partIds: ['P1'] },
      params: { entrancePercent: 40, numberOfInstallments: 36, finalInstallmentPercentage: 30 },
    });
  });

  it('a plan without a final installment opens at 0; one lacking its source, car or term is not reopened', () => {
    const { finalInstallmentPercentage: _, ...linear } = input;
    expect(keptPlanOf({ id: 'SIM-2', input: { ...linear, source: 'CDC' } })?.params).toMatchObject({
      finalInstallmentPercentage: 0,
    });
    expect(keptPlanOf({ id: 'SIM-3', input: { ...input, source: 'ZFLOW' } })).toBeNull();
    expect(keptPlanOf({ id: 'SIM-4', input: { ...input, price: undefined } })).toBeNull();
    expect(keptPlanOf({ id: 'SIM-5', input: { ...input, numberOfInstallments: undefined } })).toBeNull();
    expect(keptPlanOf({ id: 'SIM-6' })).toBeNull();
    expect(keptPlanOf(null)).toBeNull();
  });
});
