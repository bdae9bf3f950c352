import { type ApiScope, type CallSpec, request } from './client.ts';
import type { ManualPayload } from './manuals.payloads.ts';

/** Keeping the manuals (create, edit, delete, the admin search): manual administrators (api/README.md "Roles"). */
const ADMIN = { bearer: true, roles: ['manual_admin'] } as const;

/**
 * Manuals service (seed 001 §7 "Manuals (bearer)"). The admin search is an admin-style call with
 * the brand header (seed 001 §6). Manuals are kept per market language (`language`: pt-BR, es-AR;
 * an interpretation, api/README.md): the searches and a new manual take the page's.
 */
export const manualCalls = {
  create: { method: 'POST', path: '', ...ADMIN, adds: ['language'] },
  search: {
    method: 'GET',
    path: 'search',
    bearer: true,
    query: ['text?', 'modelCode?'],
    adds: ['brand', 'language'],
  },
  adminSearch: {
    method: 'GET',
    path: 'search/admin',
    ...ADMIN,
    query: ['text?'],
    headers: ['brand'],
    adds: ['language'],
  },
  update: { method: 'PUT', path: '{id}', ...ADMIN },
  remove: { method: 'DELETE', path: '{id}', ...ADMIN, response: 'none' },
  manual: { method: 'GET', path: '{id}', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** Whether a manual is offered to owners (seed 001 §3: a manual has a status). */
export type ManualStatus = 'ACTIVE' | 'INACTIVE';

/** A manual as the service answers it (seed 001 §3 Manuals: name, path, validity dates, status). */
export interface Manual {
  id: string;
  brand: string;
  /** The model it is for (the catalogue's model code), or null for a manual of the brand. */
  modelCode: string | null;
  name: string;
  /** Where the document is: an http(s) address, opened or downloaded as a link. */
  path: string;
  /** First day of validity, ISO date (YYYY-MM-DD). */
  validityStart: string;
  /** Last day of validity, ISO date (YYYY-MM-DD). */
  validityEnd: string;
  status: ManualStatus;
  /** The market language it is written in. */
  language: 'pt-BR' | 'es-AR';
}

/** What an owner searches by: a text (model, year or name) and optionally a model code. */
export interface ManualQuery {
  text?: string | undefined;
  modelCode?: string | undefined;
}

/**
 * The manuals an owner may read (`GET search`, bearer): of the page's brand and language, active and
 * valid today, whose name or model matches `text`.
 */
export function searchManuals(scope: ApiScope, query: ManualQuery, signal?: AbortSignal): Promise<Manual[]> {
  const sent = { text: query.text || undefined, modelCode: query.modelCode || undefined };
  return request<Manual[]>(scope, 'manuals', manualCalls.search, { query: sent, signal });
}

/** Every manual of the brand and language, expired and inactive too (`GET search/admin`, manual_admin). */
export function adminSearchManuals(scope: ApiScope, text: string, signal?: AbortSignal): Promise<Manual[]> {
  return request<Manual[]>(scope, 'manuals', manualCalls.adminSearch, {
    query: { text: text || undefined },
    signal,
  });
}

/** Files a new manual in the page's language (`POST /`, manual_admin): the manual as kept. */
export function createManual(scope: ApiScope, json: ManualPayload): Promise<Manual> {
  return request<Manual>(scope, 'manuals', manualCalls.create, { json });
}

/** Changes a manual (`PUT /{id}`, manual_admin): the manual as kept; 404 when it is gone. */
export function updateManual(scope: ApiScope, id: string, json: ManualPayload): Promise<Manual> {
  return request<Manual>(scope, 'manuals', manualCalls.update, { params: { id }, json });
}

/** Deletes a manual (`DELETE /{id}`, manual_admin); 404 when it is gone. */
export function removeManual(scope: ApiScope, id: string): Promise<void> {
  return request<void>(scope, 'manuals', manualCalls.remove, { params: { id } });
}
