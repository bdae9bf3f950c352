import { type CdcResponse, cdcRequest, normalizeCdc } from './cdc.ts';
import { type NextResponse, nextRequest, normalizeNext } from './next.ts';
import { normalizePsa, type PsaResponse, psaRequest } from './psa.ts';
import type { FundingSource, NormalizedSimulation, SimulationInput } from './types.ts';

/** How one funding source is asked and how its answer is normalised. */
export interface FinancingAdapter {
  /** The funding call (name in `fundingCalls`). */
  call: 'cdcSimulate' | 'nextSimulate' | 'psaLinearSimulating' | 'psaBalloonSimulating';
  build(input: SimulationInput, scope: { brand: string; market: string }): unknown;
  normalize(response: unknown, input: SimulationInput): NormalizedSimulation;
}

const ADAPTERS: Partial<Record<string, FinancingAdapter>> = {
  CDC: {
    call: 'cdcSimulate',
    build: (input, scope) => cdcRequest(input, scope.brand),
    normalize: (response, input) => normalizeCdc(response as CdcResponse, input),
  },
  NEXT: {
    call: 'nextSimulate',
    build: (input, scope) => nextRequest(input, scope.brand, scope.market),
    normalize: (response, input) => normalizeNext(response as NextResponse, input),
  },
  PSA_TRADITIONAL: {
    call: 'psaLinearSimulating',
    build: (input, scope) => psaRequest(input, 'linear', scope),
    normalize: (response, input) => normalizePsa(response as PsaResponse, input),
  },
  PSA_BALAO: {
    call: 'psaBalloonSimulating',
    build: (input, scope) => psaRequest(input, 'balloon', scope),
    normalize: (response, input) => normalizePsa(response as PsaResponse, input),
  },
};

/** The adapter of a funding source; 'No adapter found for financing type X' for the others. */
export function adapterFor(type: FundingSource | string): FinancingAdapter {
  const adapter = Object.hasOwn(ADAPTERS, type) ? ADAPTERS[type] : undefined;
  if (!adapter) throw new Error(`No adapter found for financing type ${type}`);
  return adapter;
}

/** Normalises a simulation answer of any source into the seed's result. */
export function normalizeSimulation(
  type: FundingSource | string,
  response: unknown,
  input: SimulationInput,
): NormalizedSimulation {
  return adapterFor(type).normalize(response, input);
}
