import { describe, expect, it } from 'vitest';
import { totalOf } from './totalOf.ts';

describe('what the buyer pays in all', () => {
  it('the total: entrance, installments times the term and the final installment, in cents', () => {
    expect(
      totalOf({
        entranceValue: 30000,
        installmentsValue: 1999.995,
        totalInstallments: 48,
        finalInstallmentValue: 0,
      }),
    ).toBe(125999.76);
    expect(
      totalOf({
        entranceValue: 0,
        installmentsValue: 1000,
        totalInstallments: 12,
        finalInstallmentValue: 25000,
      }),
    ).toBe(37000);
  });
});
