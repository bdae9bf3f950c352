import type { FundingSource } from '../../api/financing/types.ts';
import { outcomeOf } from './result/outcome.ts';

/** The funding flow screens of seed 000 §2 this widget walks through. */
export type FundingStep =
  | 'flow-selection'
  | 'cdc-simulator'
  | 'next-simulator'
  | 'page-initial-data'
  | 'installment-check'
  | 'installment-register'
  | 'next-lead-form'
  | 'installment-terms-and-conditions'
  | 'loading-propose-result'
  | 'installment-approved'
  | 'installment-denied'
  | 'funding-resume'
  | 'external-flow-error';

/** The funding page states of seed 000 §2. */
export type PageState = 'terms' | 'lead-form' | 'plans' | 'proposal' | 'comparator' | 'error';

/** The page state a step belongs to (the comparator and a failed simulation are states of the plans). */
export function pageStateOf(step: FundingStep, comparing: boolean, simulationFailed: boolean): PageState {
  if (step === 'installment-register' || step === 'next-lead-form') return 'lead-form';
  if (step === 'installment-terms-and-conditions') return 'terms';
  if (step === 'external-flow-error') return 'error';
  if (
    step === 'loading-propose-result' ||
    step === 'installment-approved' ||
    step === 'installment-denied' ||
    step === 'funding-resume'
  )
    return 'proposal';
  if (comparing) return 'comparator';
  return simulationFailed ? 'error' : 'plans';
}

/** The step after a proposal answer with this status. */
export function stepOfStatus(status: string): FundingStep {
  const outcome = outcomeOf(status);
  return outcome === 'denied'
    ? 'installment-denied'
    : outcome === 'approved'
      ? 'installment-approved'
      : 'funding-resume';
}

/** The analytics event type of a sent proposal (seed 000 §3 "Proposal events"). */
export const PROPOSAL_SENT_EVENT = 'PROPOSAL_SENT';

/** PSA plans go to the PSA bank's own financing flow (an external flow). */
export const isExternal = (s: FundingSource | null) => s === 'PSA_TRADITIONAL' || s === 'PSA_BALAO';

/** The simulator screen of a source. */
export const simulatorStep = (s: FundingSource): FundingStep =>
  s === 'CDC' ? 'cdc-simulator' : s === 'NEXT' ? 'next-simulator' : 'page-initial-data';
/** Whether a source's plans have a final (balloon) installment. */
export const balloonOf = (s: FundingSource | null) => s === 'PSA_BALAO' || s === 'NEXT';

/** The stages the shopper sees in the stepper: several screens make one stage. */
export const STAGES = ['simulation', 'plan', 'data', 'terms', 'result'] as const;

/** One stage of the funding flow. */
export type Stage = (typeof STAGES)[number];

/** The stage a screen belongs to (a failed external flow is still the terms' send). */
export function stageOf(step: FundingStep): Stage {
  if (
    step === 'flow-selection' ||
    step === 'cdc-simulator' ||
    step === 'next-simulator' ||
    step === 'page-initial-data'
  )
    return 'simulation';
  if (step === 'installment-check') return 'plan';
  if (step === 'installment-register' || step === 'next-lead-form') return 'data';
  if (step === 'installment-terms-and-conditions' || step === 'external-flow-error') return 'terms';
  return 'result';
}

/** The stages done when the shopper is at `stage`: those before it. */
export const stagesDone = (stage: Stage): Stage[] => STAGES.slice(0, STAGES.indexOf(stage));
