import type { CallSpec } from './client.ts';

/**
 * Integration service (seed 001 §7 "Integration"): integration logs and journey integration errors.
 * Reprocessing is an admin call: it carries the brand header (seed 001 §6).
 */
export const integrationCalls = {
  log: { method: 'POST', path: 'integration-log' },
  logs: { method: 'GET', path: 'integration-log', query: ['page?', 'size?'] },
  errors: { method: 'GET', path: 'journey-integration-errors', bearer: true, query: ['page?', 'size?'] },
  addError: { method: 'POST', path: 'journey-integration-errors', bearer: true },
  updateError: { method: 'PATCH', path: 'journey-integration-errors/{id}' },
  reprocess: {
    method: 'PATCH',
    path: 'journey-integration-errors/reprocess',
    headers: ['brand'],
  },
} as const satisfies Record<string, CallSpec>;
