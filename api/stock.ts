import { type ApiScope, type CallSpec, request } from './client.ts';

/** Stock service (seed 000 §7 "Prices and stock"): availability of a version by brand. */
export const stockCalls = {
  available: { method: 'GET', path: 'available', query: ['mvsCode', 'modelYear'], adds: ['brand', 'market'] },
} as const satisfies Record<string, CallSpec>;

/** Stock of a version at the brand's dealers. */
export interface StockAvailability {
  mvsCode: string;
  modelYear: number;
  total: number;
  deliveryDays: number | null;
  byColor: { colorCode: string; quantity: number }[];
}

/**
 * Stock of a version. Failures of stock calls are only logged and fall back to empty (seed 000 §8):
 * this resolves with null then.
 */
export async function getStock(
  scope: ApiScope,
  car: { mvsCode: string; modelYear: number },
): Promise<StockAvailability | null> {
  try {
    return await request<StockAvailability>(scope, 'stock', stockCalls.available, { query: car });
  } catch {
    return null;
  }
}
