/** Funding sources (seed 000 §3 "Funding"). */
export type FundingSource = 'ZFLOW' | 'CDC' | 'PSA_TRADITIONAL' | 'NEXT' | 'PSA_BALAO';

/** Sources a simulation can be made and kept with (every source but ZFLOW, which lets the buyer choose). */
export const SIMULATED_SOURCES = ['CDC', 'NEXT', 'PSA_TRADITIONAL', 'PSA_BALAO'] as const;

/** A source a simulation is made with. */
export type SimulatedSource = (typeof SIMULATED_SOURCES)[number];

/** Plan types of seed 000 §3: MSC (default), ECOM (online purchase) or OFFER. */
export const PLAN_TYPES = ['MSC', 'ECOM', 'OFFER'] as const;

/** A plan type. */
export type PlanType = (typeof PLAN_TYPES)[number];

/** What a financing simulation is asked for (seed 000 §3 "Financing simulation input"). */
export interface SimulationInput {
  mvs: string;
  year: number;
  price: number;
  colorCode: string;
  /** Entrance as a percentage of the price, 0–100. */
  entrancePercent: number;
  numberOfInstallments: number;
  /** Final (balloon) installment as a percentage of the price, 0–100; plans without one use 0. */
  finalInstallmentPercentage?: number;
  planId?: string;
  partIds?: string[];
}

/** The seed's normalised simulation result, whatever the source. */
export interface NormalizedSimulation {
  entranceValue: number;
  installmentsValue: number;
  totalInstallments: number;
  installmentsAvailable: number[];
  hasOffers: boolean;
  finalInstallmentValue: number;
  maxFinalInstallmentPercent: number;
  minFinalInstallmentPercent: number;
  legalText: string;
  /** Monthly interest rate as a fraction (0.0149 = 1,49 % a.m.), when the service gives it. */
  rateMonthly?: number;
  /** Annual CET (custo efetivo total) as a fraction, when the service gives it. */
  cetAnnual?: number;
  /** IOF financed with the loan, in the market's currency, when the service gives it. */
  iof?: number;
  /** A discount coupon's amount off the car's price, when the plan was simulated with one. */
  discount?: { coupon: string; amount: number };
}

/** The rate, CET and IOF fields of a result that has them (absent ones left out). */
export function costsOf(cost: { rate?: unknown; cet?: unknown; iof?: unknown }) {
  const out: Pick<NormalizedSimulation, 'rateMonthly' | 'cetAnnual' | 'iof'> = {};
  if (typeof cost.rate === 'number' && Number.isFinite(cost.rate)) out.rateMonthly = cost.rate;
  if (typeof cost.cet === 'number' && Number.isFinite(cost.cet)) out.cetAnnual = cost.cet;
  if (typeof cost.iof === 'number' && Number.isFinite(cost.iof)) out.iof = cost.iof;
  return out;
}
