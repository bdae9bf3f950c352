import type { CallSpec } from './client.ts';

const MANUAL = { bearer: true } as const;

/**
 * Manuals service (seed 001 §7 "Manuals (bearer)"). The admin search is an admin-style call with
 * the brand header (seed 001 §6).
 */
export const manualCalls = {
  create: { method: 'POST', path: '', ...MANUAL },
  search: { method: 'GET', path: 'search', ...MANUAL, query: ['text?', 'modelCode?'], adds: ['brand'] },
  adminSearch: { method: 'GET', path: 'search/admin', ...MANUAL, query: ['text?'], headers: ['brand'] },
  update: { method: 'PUT', path: '{id}', ...MANUAL },
  remove: { method: 'DELETE', path: '{id}', ...MANUAL, response: 'none' },
  manual: { method: 'GET', path: '{id}', ...MANUAL },
} as const satisfies Record<string, CallSpec>;
