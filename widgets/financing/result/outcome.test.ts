import { describe, expect, it } from 'vitest';
import { canFormalize, isKnownStatus, outcomeOf, PROPOSAL_STATUSES } from './outcome.ts';

describe('a proposal’s outcome', () => {
  it('denied only when refused', () => {
    expect(outcomeOf('DENIED_PROPOSAL')).toBe('denied');
  });

  it('approved for the statuses past the credit decision', () => {
    for (const status of [
      'APPROVED_PROPOSAL',
      'RELEASED_PROPOSAL',
      'INTEGRATED_PROPOSAL',
      'APPROVED_FRAUD',
      'FORMALIZATION',
      'PROPOSAL_FORMALIZATION',
      'PAYMENT_AVAILABLE',
      'PENDING_CONTRACT_SIGN',
      'PAYED_PROPOSAL',
      'PAYMENT_ON_RELEASE',
      'PAYMENT_DONE',
    ])
      expect(outcomeOf(status), status).toBe('approved');
  });

  it('the resume of a proposal in analysis for the others, an unknown status too', () => {
    for (const status of [
      'PROPOSAL_SENT',
      'PROGRESS_PROPOSAL',
      'PENDING_DOCUMENT',
      'DOCUMENT_ANALYSIS',
      'PAYMENT_ERROR',
      'SOMETHING_NEW',
    ])
      expect(outcomeOf(status), status).toBe('resume');
  });

  it('formalization (and its QR code) only for FORMALIZATION and PROPOSAL_FORMALIZATION', () => {
    expect(PROPOSAL_STATUSES.filter(canFormalize)).toEqual(['FORMALIZATION', 'PROPOSAL_FORMALIZATION']);
  });

  it('knows the 25 statuses of seed 000 §4, and only those', () => {
    expect(PROPOSAL_STATUSES).toHaveLength(25);
    expect(PROPOSAL_STATUSES.every(isKnownStatus)).toBe(true);
    expect(isKnownStatus('SOMETHING_NEW')).toBe(false);
  });
});
