import { type ApiScope, type CallSpec, PARAMS_REQUIRED, request } from './client.ts';
import { adapterFor } from './financing/adapters.ts';
import type { FundingSource, NormalizedSimulation, SimulationInput } from './financing/types.ts';
import type { SimulationRecordPayload } from './funding.payloads.ts';

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
  /** Interpretation (api/README.md "Calls the seeds are silent about"): the signed-in user's proposals. */
  userProposals: { method: 'GET', path: 'proposals/self', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** Simulator defaults from `cdc/default-values` / `next/default-values` (all optional). */
export interface FundingDefaults {
  entrancePercent?: number;
  minEntrancePercent?: number;
  maxEntrancePercent?: number;
  entranceStep?: number;
  installments?: number[];
  defaultInstallments?: number;
  finalInstallmentPercents?: number[];
  finalInstallmentStep?: number;
}

/** The simulator defaults of a source: NEXT has its own, the others (CDC, PSA) use the CDC ones. */
export function getFundingDefaults(
  scope: ApiScope,
  source: FundingSource,
  signal?: AbortSignal,
): Promise<FundingDefaults> {
  const call = source === 'NEXT' ? fundingCalls.nextDefaultValues : fundingCalls.cdcDefaultValues;
  return request(scope, 'funding', call, { signal });
}

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

/** Keeps the chosen simulation with the funding service (a bearer call); its id goes with the proposal. */
export function saveSimulation(scope: ApiScope, payload: SimulationRecordPayload): Promise<{ id: string }> {
  return request(scope, 'funding', fundingCalls.simulate, { json: payload });
}

/** A kept simulation as `GET simulate/{id}` gives it back: its input, result and the offer it is tied to. */
export interface KeptSimulation {
  id: string;
  offerId?: string;
  input?: Partial<SimulationInput> & { source?: string; planType?: string };
  result?: Record<string, unknown>;
  legalText?: string;
}

/** Reads a kept simulation back (`GET simulate/{id}`). */
export function getSimulation(scope: ApiScope, id: string, signal?: AbortSignal): Promise<KeptSimulation> {
  return request(scope, 'funding', fundingCalls.simulation, { params: { id }, signal });
}

/** The base data of a kept simulation (`GET base-data/{simulationId}`): the occupations its bank accepts, by name. */
export interface SimulationBaseData {
  simulationId: string;
  occupations: string[];
}

/** Reads a kept simulation's base data; an answer without a list of occupations gives none. */
export async function getSimulationBaseData(
  scope: ApiScope,
  simulationId: string,
  signal?: AbortSignal,
): Promise<SimulationBaseData> {
  const answer = await request<{ occupations?: unknown } | null>(scope, 'funding', fundingCalls.baseData, {
    params: { simulationId },
    signal,
  });
  const listed = Array.isArray(answer?.occupations) ? answer.occupations : [];
  return { simulationId, occupations: listed.filter((o): o is string => typeof o === 'string') };
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

/** The versions to simulate together for one entrance and term (`POST default-values/batchSimulating`). */
export interface VersionBatch {
  entrancePercent: number;
  numberOfInstallments: number;
  items: { mvsCode: string; year: number; price: number }[];
}

/** One version's answer in a batch simulation (`cet` as a fraction when the service gives it). */
export interface VersionSimulation {
  mvsCode: string;
  entranceValue: number;
  installmentsValue: number;
  cet?: number;
}

/**
 * Simulates a model's versions together with the CDC defaults (a bearer call). A version the answer
 * leaves out is not offered for the term; an answer that is not a list counts as none.
 */
export async function simulateVersions(
  scope: ApiScope,
  batch: VersionBatch,
  signal?: AbortSignal,
): Promise<VersionSimulation[]> {
  const items = await request<unknown>(scope, 'funding', fundingCalls.batchSimulating, {
    json: batch,
    signal,
  });
  return Array.isArray(items) ? (items as VersionSimulation[]) : [];
}

/** One of the signed-in user's proposals as `GET proposals/self` lists it (the voucher's figures). */
export interface UserProposal {
  id: string;
  status: string;
  /** ISO date and time the proposal was sent. */
  createdAt: string;
  /** YYYY-MM-DD the voucher is valid until. */
  validUntil?: string | null;
  vehicle?: string | null;
  buyerName?: string | null;
  buyerDocument?: string | null;
  dealerName?: string | null;
  totalValue?: number | null;
  entranceValue?: number | null;
  installments?: number | null;
  installmentValue?: number | null;
  finalInstallmentValue?: number | null;
  /** Documents the bank asks for, by type, while the proposal is PENDING_DOCUMENT. */
  requiredDocuments?: string[];
  documents?: { type: string; name: string; status: string; sentAt?: string }[];
}

/** The signed-in user's financing proposals, newest first (an answer that is not a list counts as none). */
export async function listUserProposals(scope: ApiScope, signal?: AbortSignal): Promise<UserProposal[]> {
  const list = await request<unknown>(scope, 'funding', fundingCalls.userProposals, { signal });
  return Array.isArray(list) ? (list as UserProposal[]) : [];
}

/** A car offer the PSA bank simulates (`POST v2/psa/financing/simulating-offers`). */
export interface PsaOfferCar {
  offerId: string;
  mvs_code: string;
  valor_carro: number;
}

/** The PSA bank's plan of one offer: entrance, term, installment and, when given, its CET (a fraction). */
export interface PsaOfferPlan {
  offerId: string;
  valor_entrada: number;
  parcelas: number;
  valor_parcelas: number;
  cet?: number;
}

/**
 * The PSA bank's standard plan of several car offers at once (Peugeot, Citroën and DS). An answer that is
 * not a list counts as none; an offer it leaves out has no plan.
 */
export async function simulatePsaOffers(
  scope: ApiScope,
  offers: PsaOfferCar[],
  signal?: AbortSignal,
): Promise<PsaOfferPlan[]> {
  const plans = await request<unknown>(scope, 'funding', fundingCalls.psaSimulatingOffers, {
    json: { market: scope.market, offers },
    signal,
  });
  return Array.isArray(plans) ? (plans as PsaOfferPlan[]) : [];
}
