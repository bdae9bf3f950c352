import { describe, expect, it } from 'vitest';
import { fileProblem, filesProblem, MAX_DOCUMENT_MB } from './upload.ts';

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('fileProblem', () => {
  it('takes a PDF, JPG or PNG up to the limit', () => {
    expect(fileProblem(pdf('a.pdf'))).toBeNull();
    expect(fileProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
  it('refuses a file over the limit, an empty one and one of another kind', () => {
    expect(fileProblem(pdf('big.pdf', MAX_DOCUMENT_MB * 1024 * 1024 + 1))).toBe('too-large');
    expect(fileProblem(pdf('empty.pdf', 0))).toBe('bad-file');
    expect(fileProblem(new File(['x'], 'a.docx', { type: 'application/msword' }))).toBe('bad-file');
  });
});

describe('filesProblem', () => {
  it('is null for good files', () => {
    expect(filesProblem([pdf('a.pdf'), pdf('b.pdf')])).toBeNull();
  });
  it('says too large before a wrong kind, and names the file of the wrong kind', () => {
    const zip = new File(['x'], 'frota.zip', { type: 'application/zip' });
    expect(filesProblem([zip, pdf('big.pdf', MAX_DOCUMENT_MB * 1024 * 1024 + 1)])).toEqual({
      kind: 'too-large',
    });
    expect(filesProblem([pdf('a.pdf'), zip])).toEqual({ kind: 'bad-file', name: 'frota.zip' });
  });
});
