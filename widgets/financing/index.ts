export { clampToStep, finalInstallmentOptions, sliderBounds } from './bounds.ts';
export { Financing, type FinancingProps } from './Financing.tsx';
export { canFormalize, outcomeOf, PROPOSAL_STATUSES } from './outcome.ts';
export { proposalPayload, validateProposal } from './proposal.ts';
