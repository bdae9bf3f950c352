/** Largest file accepted per document: the seeds leave the upload limit open (seed 000 §9). */
export const MAX_DOCUMENT_MB = 10;

/** File kinds accepted for documents. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** What is wrong with one chosen document file: too large, empty or of the wrong kind, or nothing. */
export function fileProblem(file: File): 'too-large' | 'bad-file' | null {
  if (file.size > MAX_DOCUMENT_MB * 1024 * 1024) return 'too-large';
  return file.size === 0 || !DOCUMENT_TYPES.includes(file.type) ? 'bad-file' : null;
}

/** What is wrong with a set of chosen files, the first problem found: any too large, else the first of the wrong kind. */
export function filesProblem(
  files: readonly File[],
): { kind: 'too-large' } | { kind: 'bad-file'; name: string } | null {
  if (files.some((file) => fileProblem(file) === 'too-large')) return { kind: 'too-large' };
  const bad = files.find((file) => fileProblem(file) === 'bad-file');
  return bad ? { kind: 'bad-file', name: bad.name } : null;
}
