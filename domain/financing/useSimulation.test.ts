import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../core/errors.ts';
import { failureOf } from './useSimulation.ts';

describe('a failed simulation', () => {
  it('a term or final installment not offered is that one simulation; anything else, all simulations', () => {
    expect(failureOf(new Error('No simulation found for 60 installments'))).toBe('combination');
    expect(failureOf(new Error('No values found for 40 %'))).toBe('combination');
    expect(failureOf(new ServiceError('funding', 'bad-request', 'refused', 422))).toBe('combination');
    expect(failureOf(new ServiceError('funding', 'bad-response', 'down', 503))).toBe('service');
    expect(failureOf(new ServiceError('funding', 'network', 'offline'))).toBe('service');
    expect(failureOf('nonsense')).toBe('service');
  });
});
