/** Financing proposal statuses (seed 000 §4). */
export const PROPOSAL_STATUSES = [
  'PROPOSAL_SENT',
  'PROGRESS_PROPOSAL',
  'REANALYSIS_PROPOSAL',
  'PENDING_PROPOSAL',
  'APPROVED_PROPOSAL',
  'RELEASED_PROPOSAL',
  'INTEGRATED_PROPOSAL',
  'DIRECTED_PROPOSAL',
  'DENIED_PROPOSAL',
  'APPROVED_FRAUD',
  'FORMALIZATION',
  'DOCUMENT_ANALYSIS',
  'PENDING_DOCUMENT',
  'PAYMENT_AVAILABLE',
  'PENDING_REGISTER_INFO',
  'PENDING_CONTRACT_SIGN',
  'PAYED_PROPOSAL',
  'PENDING_CONTRACT_DISCHARGE',
  'PENDING_TAX_DISCHARGE',
  'WARRANTY_ANALYSIS',
  'PAYMENT_ON_RELEASE',
  'PAYMENT_ERROR',
  'PAYMENT_DONE',
  'WAITING_INTEGRATION',
  'PROPOSAL_FORMALIZATION',
] as const;

/** A proposal status. */
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

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

/** Whether the status leads to the formalize button (seed 000 §4). */
export const canFormalize = (status: string) =>
  status === 'FORMALIZATION' || status === 'PROPOSAL_FORMALIZATION';

/** Whether a status is one of the seed's (to say it in words). */
export const isKnownStatus = (status: string): status is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly string[]).includes(status);

/** Days a proposal voucher stays valid when the service gives no validity (assumption, not in the seeds). */
export const VOUCHER_VALIDITY_DAYS = 30;
