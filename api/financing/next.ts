import { costsOf, type NormalizedSimulation, type SimulationInput } from './types.ts';

/** One residual option of a NEXT simulation. */
export interface NextValues {
  /** Final installment as a percentage of the price. */
  residual: number;
  installmentsValue: number;
  forwardPrice: number;
  residualValue: number;
  /** Annual CET, monthly rate (fractions) and IOF, when the service gives them. */
  cet?: number;
  rate?: number;
  iof?: number;
}

/** The NEXT simulation answer (seed 000 §3). Bounds are optional: without them they come from the values. */
export interface NextResponse {
  simulations: { installmentsQuantity: number; entranceValue: number; values: NextValues[] }[];
  maxFinalInstallmentPercent?: number;
  minFinalInstallmentPercent?: number;
  legalText?: string;
}

/** The NEXT request: the simulation input with the brand and market. */
export function nextRequest(input: SimulationInput, brand: string, market: string) {
  return { ...input, finalInstallmentPercentage: input.finalInstallmentPercentage ?? 0, brand, market };
}

/**
 * Normalises a NEXT answer: the simulation with the asked installments, the values with the asked
 * residual. Final-installment bounds come from the server, else the min/max residual over the
 * simulations (seed 000 §9).
 */
export function normalizeNext(response: NextResponse, input: SimulationInput): NormalizedSimulation {
  const n = input.numberOfInstallments;
  const simulation = response.simulations.find((s) => s.installmentsQuantity === n);
  if (!simulation) throw new Error(`No simulation found for ${n} installments`);
  const residual = input.finalInstallmentPercentage ?? 0;
  const values = simulation.values.find((v) => v.residual === residual);
  if (!values) throw new Error(`No values found for residual ${residual}`);
  const residuals = response.simulations.flatMap((s) => s.values.map((v) => v.residual));
  return {
    entranceValue: simulation.entranceValue,
    installmentsValue: values.installmentsValue,
    totalInstallments: n,
    installmentsAvailable: response.simulations.map((s) => s.installmentsQuantity),
    hasOffers: response.simulations.length > 0,
    finalInstallmentValue: values.residualValue,
    maxFinalInstallmentPercent: response.maxFinalInstallmentPercent ?? Math.max(...residuals),
    minFinalInstallmentPercent: response.minFinalInstallmentPercent ?? Math.min(...residuals),
    legalText: response.legalText ?? '',
    ...costsOf(values),
  };
}
