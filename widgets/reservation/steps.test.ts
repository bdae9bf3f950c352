import { describe, expect, it } from 'vitest';
import { balanceCalls, fundingTypeOf } from './balance.ts';
import { documentProblem, MAX_DOCUMENT_MB } from './documents.ts';
import { nextStep, resumeStep, stepsFor } from './steps.ts';

describe('purchase steps', () => {
  it('the security photo comes right after the documents on mobile only', () => {
    expect(stepsFor(true)).toEqual([
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
    expect(stepsFor(false)).not.toContain('security-photo');
    expect(nextStep('documents', true)).toBe('security-photo');
    expect(nextStep('documents', false)).toBe('balance');
    expect(nextStep('concluded', false)).toBe('concluded');
  });

  it('a stored reservation resumes at its first step still to do', () => {
    expect(resumeStep('PRE_RESERVE')).toBe('reservation');
    expect(resumeStep('RESERVE')).toBe('payment');
    expect(resumeStep('APPROVED_RESERVATION')).toBe('billing');
    expect(resumeStep('REMAINING_PAYMENT')).toBe('concluded');
    expect(resumeStep('CANCELLED')).toBeNull();
  });

  it('balance choices map to the payment-method and remaining-payment calls', () => {
    expect(balanceCalls('BILLET_PAYMENT')).toEqual({ paymentMethod: 'BILLET', method: 'BILLET_PAYMENT' });
    expect(balanceCalls('TRADE_IN')).toEqual({ paymentMethod: 'DEALER', method: 'DEALER_PAYMENT' });
    expect(balanceCalls('EXT_CONSORTIUM_PAYMENT')).toEqual({
      paymentMethod: 'CONSORTIUM',
      method: 'EXT_CONSORTIUM_PAYMENT',
    });
  });

  it('financing of the balance: funding type PSA for the PSA-bank brands, B2 for the others', () => {
    expect(['peugeot', 'citroen', 'ds'].map(fundingTypeOf)).toEqual(['PSA', 'PSA', 'PSA']);
    expect(['fiat', 'jeep', 'ram', 'dodge', 'chrysler', 'fiat-abarth'].map(fundingTypeOf)).toEqual(
      Array(6).fill('B2'),
    );
  });

  it('documents: over the size limit, or of a wrong kind, named', () => {
    const big = new File([new Uint8Array(MAX_DOCUMENT_MB * 1024 * 1024 + 1)], 'cnh.pdf', {
      type: 'application/pdf',
    });
    const ok = new File(['%PDF'], 'conta.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' });
    expect(documentProblem({ identity: big, address: ok })).toEqual({ kind: 'too-large' });
    expect(documentProblem({ identity: ok, address: exe })).toEqual({ kind: 'bad-file', name: 'virus.exe' });
    expect(documentProblem({ identity: ok, address: ok })).toBeNull();
  });
});
