/** A proposal waiting for documents, kept in session storage so a reload finds it again. */
export interface PendingProposal {
  id: string;
  /** A PSA proposal (its documents go to the PSA bank's flow). */
  external: boolean;
}

/** Session storage key of the proposal waiting for documents. */
export const pendingDocumentsKey = (brand: string) => `hub-financing:documents:${brand}`;

/** The proposal of a brand waiting for documents; null when none is kept or it cannot be read. */
export function readPendingProposal(storage: Storage, brand: string): PendingProposal | null {
  try {
    const raw = storage.getItem(pendingDocumentsKey(brand));
    const parsed = raw ? JSON.parse(raw) : null;
    return typeof parsed?.id === 'string' ? { id: parsed.id, external: parsed.external === true } : null;
  } catch {
    return null;
  }
}

/** Keeps the proposal waiting for documents (while documents are missing). */
export function keepPendingProposal(storage: Storage, brand: string, proposal: PendingProposal): void {
  storage.setItem(pendingDocumentsKey(brand), JSON.stringify(proposal));
}

/** Forgets the proposal waiting for documents (once all are in, its status moves on). */
export function forgetPendingProposal(storage: Storage, brand: string): void {
  storage.removeItem(pendingDocumentsKey(brand));
}
