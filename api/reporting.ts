import { type ApiScope, type CallSpec, request } from './client.ts';

const ADMIN = { headers: ['brand'] } as const;
/** The dealer's prices as a seller reads them (api/README.md "Roles"). */
const SELLER = { ...ADMIN, bearer: true, roles: ['user_dealer', 'dealer_manager'] } as const;
/** The dealer's working prices, kept by the dealer's manager (api/README.md "Roles"). */
const MANAGER = { ...ADMIN, bearer: true, roles: ['dealer_manager'] } as const;

/**
 * Dealer reporting service (seed 001 §7 "Quotation simulator and dealer sales"): report views,
 * products, dealers, car models and the dealer working prices (admin-style: brand header, and the
 * bearer so the user's dealer roles can be checked).
 */
export const reportingCalls = {
  reportView: { method: 'POST', path: 'report-view' },
  reasons: { method: 'GET', path: 'report-view/reasons', adds: ['market'] },
  addProduct: { method: 'POST', path: 'product' },
  products: { method: 'GET', path: 'product', adds: ['brand'] },
  dealers: { method: 'GET', path: 'dealers', adds: ['brand', 'market'] },
  addDealer: { method: 'POST', path: 'dealers' },
  dealer: { method: 'GET', path: 'dealers/{idSiteGeo}' },
  carModels: { method: 'GET', path: 'car-models', adds: ['brand', 'market'] },
  dealerPrice: { method: 'GET', path: 'dealers/price', query: ['dealerCode'], adds: ['market'], ...SELLER },
  workingPrices: { method: 'GET', path: 'dealers/working-price', query: ['dealerCode'], ...MANAGER },
  addWorkingPrice: { method: 'POST', path: 'dealers/working-price', ...MANAGER },
  updateWorkingPrice: { method: 'PUT', path: 'dealers/working-price', ...MANAGER },
  visualizer: { method: 'GET', path: 'working-price/visualizer', query: ['dealerCode'], ...MANAGER },
  visualizerCsv: {
    method: 'GET',
    path: 'working-price/visualizer/cvs',
    query: ['dealerCode'],
    response: 'blob',
    ...MANAGER,
  },
} as const satisfies Record<string, CallSpec>;

/** A version's list price and the dealer's working price (null when none is set). */
export interface WorkingPriceRow {
  mvsCode: string;
  description: string;
  listPrice: number;
  workingPrice: number | null;
}

/** The dealer's working prices by version (`working-price/visualizer`; dealer managers). */
export function workingPriceVisualizer(
  scope: ApiScope,
  dealerCode: string,
  signal?: AbortSignal,
): Promise<WorkingPriceRow[]> {
  return request(scope, 'reporting', reportingCalls.visualizer, { query: { dealerCode }, signal });
}

/** The same working prices as a CSV file (`working-price/visualizer/cvs`). */
export function workingPriceCsv(scope: ApiScope, dealerCode: string): Promise<Blob> {
  return request(scope, 'reporting', reportingCalls.visualizerCsv, { query: { dealerCode } });
}
