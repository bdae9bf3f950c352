import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPendingProposal,
  keepPendingProposal,
  pendingDocumentsKey,
  readPendingProposal,
} from './pendingProposal.ts';

beforeEach(() => sessionStorage.clear());

describe('the proposal waiting for documents', () => {
  it('is kept per brand until forgotten', () => {
    keepPendingProposal(sessionStorage, 'fiat', { id: 'PRP-1', external: false });
    expect(readPendingProposal(sessionStorage, 'fiat')).toEqual({ id: 'PRP-1', external: false });
    expect(readPendingProposal(sessionStorage, 'jeep')).toBeNull();
    forgetPendingProposal(sessionStorage, 'fiat');
    expect(readPendingProposal(sessionStorage, 'fiat')).toBeNull();
  });

  it('a PSA proposal is remembered as external', () => {
    keepPendingProposal(sessionStorage, 'peugeot', { id: 'PSA-1', external: true });
    expect(readPendingProposal(sessionStorage, 'peugeot')).toEqual({ id: 'PSA-1', external: true });
  });

  it('anything else kept under its key reads as none', () => {
    for (const raw of ['{broken', '{"id":42}', 'null', '"PRP-1"']) {
      sessionStorage.setItem(pendingDocumentsKey('fiat'), raw);
      expect(readPendingProposal(sessionStorage, 'fiat')).toBeNull();
    }
    sessionStorage.setItem(pendingDocumentsKey('fiat'), '{"id":"PRP-2","external":"yes"}');
    expect(readPendingProposal(sessionStorage, 'fiat')).toEqual({ id: 'PRP-2', external: false });
  });
});
