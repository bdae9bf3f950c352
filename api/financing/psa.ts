import { costsOf, type NormalizedSimulation, type SimulationInput } from './types.ts';

/** The PSA simulation request (seed 000 §3). */
export interface PsaRequest {
  market: string;
  mvs_code: string;
  valor_carro: number;
  plano_id: string | undefined;
  percentual_entrada: number;
  parcelas: number;
  percentual_parcela_residual: number;
  marca: string;
}

/** The PSA simulation answer (seed 000 §3). */
export interface PsaResponse {
  valor_entrada: number;
  parcelas_disponiveis: number[];
  valor_parcelas: number;
  valor_financiamento: number;
  entrada_maxima_residual: number;
  entrada_minima_residual: number;
  parcela_residual: number;
  texto_legal: string;
  /** Annual CET as a fraction. */
  cet?: number;
  /** Monthly rate as a fraction. */
  taxa_mensal?: number;
  /** IOF financed. */
  iof?: number;
}

/**
 * Builds a PSA request. The linear plan sends the entrance percent divided by 100 (30 → 0.3); the
 * balloon plan (balão final) sends it as is (seed 000 §7).
 */
export function psaRequest(
  input: SimulationInput,
  plan: 'linear' | 'balloon',
  scope: { brand: string; market: string },
): PsaRequest {
  return {
    market: scope.market,
    mvs_code: input.mvs,
    valor_carro: input.price,
    plano_id: input.planId,
    percentual_entrada: plan === 'linear' ? input.entrancePercent / 100 : input.entrancePercent,
    parcelas: input.numberOfInstallments,
    percentual_parcela_residual: plan === 'linear' ? 0 : (input.finalInstallmentPercentage ?? 0),
    marca: scope.brand,
  };
}

/** Normalises a PSA answer (linear or balloon); the final-installment bounds come from the server. */
export function normalizePsa(response: PsaResponse, input: SimulationInput): NormalizedSimulation {
  const n = input.numberOfInstallments;
  if (!response.parcelas_disponiveis.includes(n))
    throw new Error(`No simulation found for ${n} installments`);
  return {
    entranceValue: response.valor_entrada,
    installmentsValue: response.valor_parcelas,
    totalInstallments: n,
    installmentsAvailable: response.parcelas_disponiveis,
    hasOffers: response.parcelas_disponiveis.length > 0,
    finalInstallmentValue: response.parcela_residual ?? 0,
    maxFinalInstallmentPercent: response.entrada_maxima_residual,
    minFinalInstallmentPercent: response.entrada_minima_residual,
    legalText: response.texto_legal,
    ...costsOf({ rate: response.taxa_mensal, cet: response.cet, iof: response.iof }),
  };
}
