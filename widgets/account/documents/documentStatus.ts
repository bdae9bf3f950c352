import type { UserProposal } from '../../../api/funding.ts';

/** A document's standing with the bank: received, refused (to send again) or not sent yet. */
export type DocumentStanding = 'RECEIVED' | 'REFUSED' | 'MISSING';

/** Each document a proposal asks for, with its standing (the last file sent of that type decides). */
export function documentsOf(proposal: UserProposal): { type: string; standing: DocumentStanding }[] {
  return (proposal.requiredDocuments ?? []).map((type) => {
    const sent = (proposal.documents ?? []).filter((d) => d.type === type).at(-1);
    return { type, standing: !sent ? 'MISSING' : sent.status === 'REFUSED' ? 'REFUSED' : 'RECEIVED' };
  });
}

/** Whether the bank still takes documents for a proposal (to send or re-send one). */
export const takesDocuments = (proposal: UserProposal) =>
  proposal.status === 'PENDING_DOCUMENT' || documentsOf(proposal).some((d) => d.standing === 'REFUSED');
