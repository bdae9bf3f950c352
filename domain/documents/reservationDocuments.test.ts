import { describe, expect, it } from 'vitest';
import { documentProblem } from './reservationDocuments.ts';
import { MAX_DOCUMENT_MB } from './upload.ts';

describe('documents', () => {
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
