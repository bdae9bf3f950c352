import { describe, expect, it } from 'vitest';
import { SAMPLE_PROPOSALS } from '../../../api/sandbox/data/proposals.ts';
import { documentsOf, takesDocuments } from './documentStatus.ts';

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
