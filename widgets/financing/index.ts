export { Financing, type FinancingProps } from './Financing.tsx';
export { proposalPayload, validateProposal } from './proposal/proposal.ts';
export { canFormalize, outcomeOf, PROPOSAL_STATUSES } from './result/outcome.ts';
export { clampToStep, finalInstallmentOptions, sliderBounds } from './simulation/bounds.ts';
