import { costsOf, type NormalizedSimulation, type SimulationInput } from './types.ts';

/** The CDC simulation request (seed 000 §3). */
export interface CdcRequest {
  mvsCode: string;
  anomodv: number;
  color: string;
  brand: string;
  /** Price of the car. */
  vbem: number;
  /** Entry amount. */
  vlensim: number;
}

/** The CDC simulation answer: one plan per term. */
export interface CdcResponse {
  upFrontValue: number;
  totalAmountFinanced: number;
  /**
   * One plan per term; `cet`/`rate` as fractions, `iof` in money and the plan's own `legalText` (its
   * CET) when the service gives them.
   */
  plans: {
    prazo: number;
    vlcalca: number;
    cet?: number;
    rate?: number;
    iof?: number;
    totalAmountFinanced?: number;
    legalText?: string;
  }[];
  /** A legal text for the whole answer, when the plans carry none. */
  legalText?: string;
}

/** CDC entry amount = entrance percent / 100 × price (seed 000 §9), in cents precision. */
export function cdcEntryAmount(input: Pick<SimulationInput, 'entrancePercent' | 'price'>): number {
  return Math.round((input.entrancePercent / 100) * input.price * 100) / 100;
}

/** Builds the CDC request from a simulation input. */
export function cdcRequest(input: SimulationInput, brand: string): CdcRequest {
  return {
    mvsCode: input.mvs,
    anomodv: input.year,
    color: input.colorCode,
    brand,
    vbem: input.price,
    vlensim: cdcEntryAmount(input),
  };
}

/**
 * Normalises a CDC answer for the asked number of installments. The legal text is the plan's own (it
 * states that plan's CET); the answer's single text only when the plans carry none.
 */
export function normalizeCdc(response: CdcResponse, input: SimulationInput): NormalizedSimulation {
  const n = input.numberOfInstallments;
  const plan = response.plans.find((p) => p.prazo === n);
  if (!plan) throw new Error(`No simulation found for ${n} installments`);
  return {
    entranceValue: response.upFrontValue ?? cdcEntryAmount(input),
    installmentsValue: plan.vlcalca,
    totalInstallments: plan.prazo,
    installmentsAvailable: response.plans.map((p) => p.prazo),
    hasOffers: response.plans.length > 0,
    finalInstallmentValue: 0,
    maxFinalInstallmentPercent: 0,
    minFinalInstallmentPercent: 0,
    legalText: plan.legalText ?? response.legalText ?? '',
    ...costsOf(plan),
  };
}
