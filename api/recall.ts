import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * Recall service (seed 001 §7 "Recall"): recall lookup by plate or chassis, voucher, updates,
 * campaigns; vehicle lookups; used-car evaluation. `{brand}`/`{market}` default to the scope's.
 */
export const recallCalls = {
  car: { method: 'GET', path: 'car', query: ['plate?', 'chassis?'], adds: ['brand'] },
  voucher: { method: 'GET', path: 'recall/voucher', query: ['chassis', 'recallId'], response: 'blob' },
  recall: { method: 'GET', path: 'recall/{brand}/{id}' },
  recallForChat: { method: 'GET', path: 'recall/{brand}/{id}/{chatBot}' },
  updateRecall: { method: 'PUT', path: 'updateRecall' },
  recallUpdate: { method: 'GET', path: 'updateRecall/{id}' },
  softwareUpdate: { method: 'GET', path: 'updateSoftware/{id}' },
  campaigns: { method: 'GET', path: 'recall-campaign/{brand}/{market}' },
  carV2: { method: 'GET', path: 'v2/car', query: ['plate?', 'chassis?'], adds: ['brand'] },
  carWeb: { method: 'GET', path: 'v2/car/web', query: ['plate?', 'chassis?'], adds: ['brand'] },
  evaluation: { method: 'GET', path: 'v2/confiat', query: ['plate', 'mileage'] },
  evaluate: { method: 'GET', path: 'evaluate', query: ['chassis'] },
  evaluateByPlate: { method: 'GET', path: 'evaluate/plate/{plate}' },
} as const satisfies Record<string, CallSpec>;

/** The recall voucher of a car as a PDF blob. */
export function downloadRecallVoucher(scope: ApiScope, chassis: string, recallId: string): Promise<Blob> {
  return request(scope, 'recall', recallCalls.voucher, { query: { chassis, recallId } });
}
