import { DOCUMENT_TYPES, fileProblem, MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';

export { DOCUMENT_TYPES, MAX_DOCUMENT_MB };

/** The documents a buyer sends. */
export const DOCUMENTS = ['identity', 'address'] as const;
export type DocumentKind = (typeof DOCUMENTS)[number];

/** What is wrong with the chosen files: too large (any of them), a file of the wrong kind, or nothing. */
export function documentProblem(
  files: Partial<Record<DocumentKind, File>>,
): { kind: 'too-large' } | { kind: 'bad-file'; name: string } | null {
  const list = Object.values(files).filter((f): f is File => Boolean(f));
  if (list.some((f) => fileProblem(f) === 'too-large')) return { kind: 'too-large' };
  const bad = list.find((f) => fileProblem(f) === 'bad-file');
  return bad ? { kind: 'bad-file', name: bad.name } : null;
}
