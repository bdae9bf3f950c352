import { describe, expect, it } from 'vitest';
import { SAMPLE_PROPOSALS } from '../../../api/sandbox/data/proposals.ts';
import { documentsOf, lastSent, takesDocuments } from './documentStatus.ts';

const [formalization, pending] = SAMPLE_PROPOSALS;

describe('proposal documents', () => {
  it('each asked document with its standing: received, refused, not sent', () => {
    expect(documentsOf(pending!)).toEqual([
      { type: 'RG', standing: 'RECEIVED' },
      { type: 'INCOME', standing: 'REFUSED' },
      { type: 'ADDRESS', standing: 'MISSING' },
    ]);
    expect(takesDocuments(pending!)).toBe(true);
  });

  it('a proposal that asks for nothing has no documents and takes none', () => {
    expect(documentsOf(formalization!)).toEqual([]);
    expect(takesDocuments(formalization!)).toBe(false);
  });

  it('a re-sent document counts by its last file', () => {
    const resent = {
      ...pending!,
      documents: [...pending!.documents, { type: 'INCOME', name: 'holerite2.pdf', status: 'RECEIVED' }],
    };
    expect(documentsOf(resent)[1]).toEqual({ type: 'INCOME', standing: 'RECEIVED' });
  });
});

describe('order documents', () => {
  const order = {
    status: 'WAITING_DOCS',
    requiredDocuments: ['identity', 'address'],
    documents: [{ type: 'identity', name: 'cnh-frente.jpg', status: 'REFUSED' }],
  };
  it('an order awaiting documents takes them; the refused file is named', () => {
    expect(documentsOf(order)).toEqual([
      { type: 'identity', standing: 'REFUSED' },
      { type: 'address', standing: 'MISSING' },
    ]);
    expect(takesDocuments(order)).toBe(true);
    expect(lastSent(order, 'identity')?.name).toBe('cnh-frente.jpg');
  });
  it('an order past its documents with none refused takes none', () => {
    const received = { ...order, status: 'UPLOADED_DOCS', documents: [] };
    expect(takesDocuments(received)).toBe(false);
  });
});
