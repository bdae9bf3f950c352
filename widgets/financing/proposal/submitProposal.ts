import type { ApiScope } from '../../../api/client.ts';
import { type ProposalReceipt, sendProposal, sendPsaFinancing } from '../../../api/financing/proposals.ts';
import type { PlanType, SimulatedSource } from '../../../api/financing/types.ts';
import { saveSimulation, updateOfferSimulation } from '../../../api/funding.ts';
import type { ChosenPlan } from '../../../domain/financing/useSimulation.ts';
import { isExternal } from '../steps.ts';
import { nextLeadPayload } from './nextLead.ts';
import { proposalPayload } from './proposal.ts';
import type { ProposalValues } from './proposalValues.ts';
import { psaProposalBody } from './psaProposal.ts';

/** A sent proposal: its id, status and, when the service gives it, its validity (YYYY-MM-DD). */
export interface SentProposal {
  id: string;
  status: string;
  validUntil?: string;
}

/** What is sent: the buyer's form for the chosen plan of a source, its plan type and offer, the coupon. */
export interface ProposalOrder {
  source: SimulatedSource;
  values: ProposalValues;
  chosen: ChosenPlan;
  plan: { planType: PlanType; offerId?: string | undefined };
  /** The applied coupon's name. */
  coupon?: string | undefined;
}

/**
 * Sends a proposal (seed 000 §3). PSA plans go to the PSA bank's own flow in one call. CDC and NEXT
 * first keep the chosen simulation with its source and plan type, tie it to the offer when there is
 * one (both ids needed, seed 001 §5), then send the proposal — or NEXT's short lead — with its id.
 */
export async function submitProposal(scope: ApiScope, order: ProposalOrder): Promise<SentProposal> {
  const { source, values, chosen, plan, coupon } = order;
  let proposal: ProposalReceipt;
  if (isExternal(source)) {
    proposal = await sendPsaFinancing(scope, psaProposalBody(values, chosen, scope, coupon));
  } else {
    const simulation = await saveSimulation(scope, { ...chosen.input, source, planType: plan.planType });
    if (plan.offerId) await updateOfferSimulation(scope, simulation.id, plan.offerId);
    const body =
      source === 'NEXT'
        ? nextLeadPayload(values, simulation.id, scope.market)
        : proposalPayload(values, simulation.id, scope.market);
    proposal = await sendProposal(scope, coupon ? { ...body, coupon } : body);
  }
  return {
    id: proposal.id,
    status: proposal.status,
    ...(typeof proposal.validUntil === 'string' ? { validUntil: proposal.validUntil } : {}),
  };
}
