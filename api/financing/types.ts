/** Funding sources (seed 000 §3 "Funding"). */
export type FundingSource = 'ZFLOW' | 'CDC' | 'PSA_TRADITIONAL' | 'NEXT' | 'PSA_BALAO';

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
}
