import { type ApiScope, request } from '../client.ts';
import type { ProposalPayload, PsaFinancingPayload } from '../funding.payloads.ts';
import { fundingCalls } from '../funding.ts';

/** What a proposal call answers: its id and status, and the date it is valid until (YYYY-MM-DD) when given. */
export interface ProposalReceipt {
  id: string;
  status: string;
  validUntil?: unknown;
}

/** A proposal as the funding service keeps it (`GET proposal/{id}`). */
export interface ProposalRecord {
  id: string;
  status: string;
  /** The documents the bank asks for (status `PENDING_DOCUMENT`). */
  requiredDocuments?: string[];
  /** What the proposal was sent with, when the service gives it back: its kept simulation, buyer and validity. */
  simulationId?: unknown;
  personType?: unknown;
  name?: unknown;
  cpf?: unknown;
  companyName?: unknown;
  cnpj?: unknown;
  validUntil?: unknown;
}

/** Sends a CDC proposal or a NEXT lead for a kept simulation (a bearer call). */
export function sendProposal(scope: ApiScope, payload: ProposalPayload): Promise<ProposalReceipt> {
  return request(scope, 'funding', fundingCalls.sendProposal, { json: payload });
}

/** Sends a PSA proposal to the PSA bank's own financing flow (no bearer). */
export function sendPsaFinancing(scope: ApiScope, payload: PsaFinancingPayload): Promise<ProposalReceipt> {
  return request(scope, 'funding', fundingCalls.psaFinancing, { json: payload });
}

/** Reads a proposal back: its current status and the documents it needs. */
export function getProposal(scope: ApiScope, id: string, signal?: AbortSignal): Promise<ProposalRecord> {
  return request(scope, 'funding', fundingCalls.proposal, { params: { id }, signal });
}
