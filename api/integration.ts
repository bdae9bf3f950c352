import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * The integration administration's calls: the bearer, so the service can check the user's role
 * (integration_error_manager; api/README.md "Roles"). `log` and `addError` are the systems' own
 * reports and open to any caller the seed allows.
 */
const MANAGER = { bearer: true, roles: ['integration_error_manager'] } as const;

/**
 * Integration service (seed 001 §7 "Integration"): integration logs and journey integration errors.
 * Reprocessing is an admin call: it carries the brand header (seed 001 §6). The error list's filters
 * (status, journey type, system, dates, search) and its brand and country are our reading
 * (api/README.md "Interpretations").
 */
export const integrationCalls = {
  log: { method: 'POST', path: 'integration-log' },
  logs: { method: 'GET', path: 'integration-log', query: ['page?', 'size?'], ...MANAGER },
  errors: {
    method: 'GET',
    path: 'journey-integration-errors',
    query: ['page?', 'size?', 'status?', 'type?', 'system?', 'from?', 'to?', 'search?'],
    adds: ['brand', 'country'],
    ...MANAGER,
  },
  addError: { method: 'POST', path: 'journey-integration-errors', bearer: true },
  updateError: { method: 'PATCH', path: 'journey-integration-errors/{id}', ...MANAGER },
  reprocess: {
    method: 'PATCH',
    path: 'journey-integration-errors/reprocess',
    headers: ['brand'],
    ...MANAGER,
  },
} as const satisfies Record<string, CallSpec>;

/** Where a journey integration error stands; REPROCESSING while a reprocess runs. */
export const ERROR_STATUSES = ['PENDING', 'REPROCESSING', 'RESOLVED', 'IGNORED'] as const;
/** The statuses an administrator sets by hand (`PATCH journey-integration-errors/{id}`). */
export const SETTABLE_STATUSES = ['PENDING', 'RESOLVED', 'IGNORED'] as const;
/** The journeys whose integration can fail (the journey service's types). */
export const JOURNEY_TYPES = ['FINANCING', 'RESERVATION', 'SIGN_UP'] as const;
/** The systems a journey is integrated with. */
export const INTEGRATED_SYSTEMS = ['SALESFORCE', 'DMS', 'INOVAMIND'] as const;

/** A journey integration error's status. */
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
/** A status set by hand. */
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];
/** A journey type. */
export type JourneyType = (typeof JOURNEY_TYPES)[number];
/** An integrated system. */
export type IntegratedSystem = (typeof INTEGRATED_SYSTEMS)[number];

/** A journey integration error as the service answers it. */
export interface IntegrationError {
  id: string;
  journeyId: string;
  journeyType: JourneyType;
  system: IntegratedSystem;
  /** The customer whose journey failed, by name. */
  customerName: string;
  /** The system's own message (shown as text, never as HTML). */
  message: string;
  status: ErrorStatus;
  /** ISO date-time of the failure. */
  createdAt: string;
  /** Times it was reprocessed. */
  attempts: number;
}

/** The error list's filters (empty: no filter); dates as YYYY-MM-DD. */
export interface ErrorFilters {
  status: '' | ErrorStatus;
  type: '' | JourneyType;
  system: '' | IntegratedSystem;
  from: string;
  to: string;
  search: string;
}

/** One page of a list (`page` from 0). */
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
}

/** What reprocessing did to one error: resolved, failed again, skipped (not pending) or not found. */
export interface ReprocessResult {
  id: string;
  outcome: 'RESOLVED' | 'FAILED' | 'SKIPPED' | 'NOT_FOUND';
  /** The error's status after the reprocess (none when not found). */
  status?: ErrorStatus;
}

/** An integration log line. */
export interface IntegrationLog {
  id: string;
  /** ISO date-time. */
  at: string;
  system: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

/** The brand's journey integration errors in the market's country, a page at a time, filtered. */
export function listIntegrationErrors(
  scope: ApiScope,
  filters: ErrorFilters,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<IntegrationError>> {
  const query: Record<string, string | number> = { page, size };
  for (const [name, value] of Object.entries(filters)) if (value.trim()) query[name] = value.trim();
  return request(scope, 'integration', integrationCalls.errors, { query, signal });
}

/** Reprocesses the errors named (`PATCH journey-integration-errors/reprocess`), one result per id. */
export async function reprocessErrors(scope: ApiScope, ids: readonly string[]): Promise<ReprocessResult[]> {
  const answer = await request<{ results: ReprocessResult[] }>(
    scope,
    'integration',
    integrationCalls.reprocess,
    { json: { ids } },
  );
  return answer.results;
}

/** Sets one error's status by hand (`PATCH journey-integration-errors/{id}`). */
export function setErrorStatus(
  scope: ApiScope,
  id: string,
  status: SettableStatus,
): Promise<IntegrationError> {
  return request(scope, 'integration', integrationCalls.updateError, { params: { id }, json: { status } });
}

/** The integration logs, newest first, a page at a time. */
export function listIntegrationLogs(
  scope: ApiScope,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<IntegrationLog>> {
  return request(scope, 'integration', integrationCalls.logs, { query: { page, size }, signal });
}
