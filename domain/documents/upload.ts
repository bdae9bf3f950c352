/** Largest file accepted per document: the seeds leave the upload limit open (seed 000 §9). */
export const MAX_DOCUMENT_MB = 10;

/** File kinds accepted for documents. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** What is wrong with one chosen document file: too large, empty or of the wrong kind, or nothing. */
export function fileProblem(file: File): 'too-large' | 'bad-file' | null {
  if (file.size > MAX_DOCUMENT_MB * 1024 * 1024) return 'too-large';
  return file.size === 0 || !DOCUMENT_TYPES.includes(file.type) ? 'bad-file' : null;
}
