import { PROPOSAL_STATUSES, type ProposalStatus } from '../../../domain/proposal/proposalStatus.ts';

/** The seed's proposal statuses and their rules live in domain/proposal (shared with hub-account). */
export { canFormalize, isKnownStatus } from '../../../domain/proposal/proposalStatus.ts';
export { PROPOSAL_STATUSES, type ProposalStatus };

const APPROVED: ReadonlySet<string> = new Set([
  'APPROVED_PROPOSAL',
  'RELEASED_PROPOSAL',
  'INTEGRATED_PROPOSAL',
  'APPROVED_FRAUD',
  'FORMALIZATION',
  'PROPOSAL_FORMALIZATION',
  'PAYMENT_AVAILABLE',
  'PENDING_CONTRACT_SIGN',
  'PAYED_PROPOSAL',
  'PAYMENT_ON_RELEASE',
  'PAYMENT_DONE',
]);

/** Which result screen a status leads to: approved, denied, or the resume of a proposal in analysis. */
export function outcomeOf(status: string): 'approved' | 'denied' | 'resume' {
  if (status === 'DENIED_PROPOSAL') return 'denied';
  return APPROVED.has(status) ? 'approved' : 'resume';
}

/** Days a proposal voucher stays valid when the service gives no validity (assumption, not in the seeds). */
export const VOUCHER_VALIDITY_DAYS = 30;
