import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../core/errors.ts';
import { failureOf, totalOf } from './useSimulation.ts';

describe('simulation rules', () => {
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

  it('a term or final installment not offered is that one simulation; anything else, all simulations', () => {
    expect(failureOf(new Error('No simulation found for 60 installments'))).toBe('combination');
    expect(failureOf(new Error('No values found for 40 %'))).toBe('combination');
    expect(failureOf(new ServiceError('funding', 'bad-request', 'refused', 422))).toBe('combination');
    expect(failureOf(new ServiceError('funding', 'bad-response', 'down', 503))).toBe('service');
    expect(failureOf(new ServiceError('funding', 'network', 'offline'))).toBe('service');
    expect(failureOf('nonsense')).toBe('service');
  });
});
