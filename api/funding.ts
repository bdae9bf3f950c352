import { type ApiScope, type CallSpec, PARAMS_REQUIRED, request } from './client.ts';
import { adapterFor } from './financing/adapters.ts';
import type { FundingSource, NormalizedSimulation, SimulationInput } from './financing/types.ts';

/** Funding service (seed 000 §7 "Financing and simulation"). */
export const fundingCalls = {
  updateOfferSimulation: {
    method: 'PUT',
    path: 'simulate/{simulate}/offer/{offer}',
    guards: { 'params.simulate': PARAMS_REQUIRED, 'params.offer': PARAMS_REQUIRED },
  },
  simulation: { method: 'GET', path: 'simulate/{id}' },
  simulate: { method: 'POST', path: 'simulate', bearer: true, adds: ['brand', 'market'] },
  sendProposal: { method: 'POST', path: 'proposal', bearer: true },
  proposal: { method: 'GET', path: 'proposal/{id}' },
  uploadDocuments: { method: 'POST', path: 'documents', bearer: true, body: 'multipart' },
  documents: { method: 'GET', path: 'documents/{proposalId}' },
  baseData: { method: 'GET', path: 'base-data/{simulationId}' },
  psaDocuments: { method: 'POST', path: 'v2/psa/financing/documents', body: 'multipart' },
  psaFinancing: { method: 'POST', path: 'v2/psa/financing' },
  psaSimulatingOffers: { method: 'POST', path: 'v2/psa/financing/simulating-offers' },
  psaLinearSimulating: { method: 'POST', path: 'v2/psa/linear/simulating' },
  psaBalloonSimulating: { method: 'POST', path: 'v2/psa/balao-final/simulating' },
  nextDefaultValues: { method: 'GET', path: 'next/default-values', adds: ['brand', 'market'] },
  nextSimulate: { method: 'POST', path: 'next/simulate' },
  cdcDefaultValues: { method: 'GET', path: 'cdc/default-values', adds: ['brand', 'market'] },
  cdcSimulate: { method: 'POST', path: 'cdc/simulateProposalFlow', adds: ['brand', 'market'] },
  batchSimulating: {
    method: 'POST',
    path: 'default-values/batchSimulating',
    bearer: true,
    adds: ['brand', 'market'],
  },
} as const satisfies Record<string, CallSpec>;

/**
 * Simulates financing with one source (CDC, NEXT, PSA linear or balloon) and returns the seed's
 * normalised result. 'No adapter found for financing type X' for a source without an adapter.
 */
export async function simulateFinancing(
  scope: ApiScope,
  type: FundingSource,
  input: SimulationInput,
  signal?: AbortSignal,
): Promise<NormalizedSimulation> {
  const adapter = adapterFor(type);
  const response = await request(scope, 'funding', fundingCalls[adapter.call], {
    json: adapter.build(input, scope),
    signal,
  });
  return adapter.normalize(response, input);
}

/** Attaches an offer to a simulation; refused with 'Params is required' without both ids. */
export function updateOfferSimulation(
  scope: ApiScope,
  simulationId: string | undefined,
  offerId: string | undefined,
  changes: object = {},
): Promise<unknown> {
  return request(scope, 'funding', fundingCalls.updateOfferSimulation, {
    params: { simulate: simulationId ?? '', offer: offerId ?? '' },
    json: changes,
  });
}
