/** Largest file accepted per document: the seeds leave the upload limit open (seed 000 §9). */
export const MAX_DOCUMENT_MB = 10;

/** File kinds accepted for documents. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The documents a buyer sends. */
export const DOCUMENTS = ['identity', 'address'] as const;
export type DocumentKind = (typeof DOCUMENTS)[number];

/** What is wrong with the chosen files: too large (any of them), a file of the wrong kind, or nothing. */
export function documentProblem(
  files: Partial<Record<DocumentKind, File>>,
): { kind: 'too-large' } | { kind: 'bad-file'; name: string } | null {
  const list = Object.values(files).filter((f): f is File => Boolean(f));
  if (list.some((f) => f.size > MAX_DOCUMENT_MB * 1024 * 1024)) return { kind: 'too-large' };
  const bad = list.find((f) => f.size === 0 || !DOCUMENT_TYPES.includes(f.type));
  return bad ? { kind: 'bad-file', name: bad.name } : null;
}
