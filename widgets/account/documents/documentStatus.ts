/** A document's standing with the bank or the dealership: received, refused (to send again) or not sent yet. */
export type DocumentStanding = 'RECEIVED' | 'REFUSED' | 'MISSING';

/** What asks for documents: a financing proposal or an order, with the documents sent for it. */
export interface AsksDocuments {
  status: string;
  requiredDocuments?: string[];
  documents?: { type: string; name: string; status: string }[];
}

/** The statuses in which documents are awaited: a proposal's, an order's. */
const AWAITING = new Set(['PENDING_DOCUMENT', 'WAITING_DOCS']);

/** The last file sent of a type (it decides the document's standing), if any. */
export const lastSent = (asker: AsksDocuments, type: string) =>
  (asker.documents ?? []).filter((d) => d.type === type).at(-1);

/** Each document asked for, with its standing (the last file sent of that type decides). */
export function documentsOf(asker: AsksDocuments): { type: string; standing: DocumentStanding }[] {
  return (asker.requiredDocuments ?? []).map((type) => {
    const sent = lastSent(asker, type);
    return { type, standing: !sent ? 'MISSING' : sent.status === 'REFUSED' ? 'REFUSED' : 'RECEIVED' };
  });
}

/** Whether documents are still taken (to send or re-send one): while awaited, or when one was refused. */
export const takesDocuments = (asker: AsksDocuments) =>
  AWAITING.has(asker.status) || documentsOf(asker).some((d) => d.standing === 'REFUSED');
