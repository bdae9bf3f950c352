import { describe, expect, it } from 'vitest';
import { nextStep, resumeStep, stepsFor } from './steps.ts';

describe('purchase steps', () => {
  it('the security photo comes right after the documents, on every device (a desktop waits for the phone)', () => {
    expect(stepsFor()).toEqual([
      'showcase',
      'register',
      'reservation',
      'payment',
      'billing',
      'documents',
      'security-photo',
      'balance',
      'concluded',
    ]);
    expect(nextStep('documents')).toBe('security-photo');
    expect(nextStep('security-photo')).toBe('balance');
    expect(nextStep('concluded')).toBe('concluded');
  });

  it('a stored reservation resumes at its first step still to do', () => {
    const at = (status: string) => resumeStep({ status, timeline: [{ status }] });
    expect(at('PRE_RESERVE')).toBe('reservation');
    expect(at('RESERVE')).toBe('payment');
    expect(at('APPROVED_RESERVATION')).toBe('billing');
    expect(at('REMAINING_PAYMENT')).toBe('concluded');
    expect(at('CANCELLED')).toBeNull();
  });
});
