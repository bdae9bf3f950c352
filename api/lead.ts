import { type ApiScope, type CallSpec, request } from './client.ts';
import type { LeadPayload } from './lead.payloads.ts';

/** The lead integration answer. */
export interface LeadReceipt {
  success: boolean;
  leadId?: string;
}

/** Lead service calls (seed 000 §7 "Lead and messaging"): the integration endpoint is the base itself. */
export const leadCalls = {
  send: { method: 'POST', path: '' },
} as const satisfies Record<string, CallSpec>;

/** Client credentials of the lead integration, from the page settings. */
export interface LeadCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** Sends a lead payload (built by domain/lead) with the client id and secret headers. */
export function sendLead(
  scope: ApiScope,
  payload: LeadPayload,
  credentials: LeadCredentials,
): Promise<LeadReceipt> {
  const headers: Record<string, string> = {};
  if (credentials.clientId) headers.client_id = credentials.clientId;
  if (credentials.clientSecret) headers.client_secret = credentials.clientSecret;
  return request(scope, 'lead', leadCalls.send, { json: payload, headers });
}
