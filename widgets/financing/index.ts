export { clampToStep, finalInstallmentOptions, sliderBounds } from '../../domain/financing/bounds.ts';
export { Financing, type FinancingProps } from './Financing.tsx';
export { proposalPayload } from './proposal/proposal.ts';
export { validateProposal } from './proposal/validateProposal.ts';
export { canFormalize, outcomeOf, PROPOSAL_STATUSES } from './result/outcome.ts';
