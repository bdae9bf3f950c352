import type { CallSpec } from './client.ts';

const ADMIN = { headers: ['brand'] } as const;

/**
 * Dealer reporting service (seed 001 §7 "Quotation simulator and dealer sales"): report views,
 * products, dealers, car models and the dealer working prices (admin-style: brand header).
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
  dealerPrice: { method: 'GET', path: 'dealers/price', query: ['dealerCode'], adds: ['market'], ...ADMIN },
  workingPrices: { method: 'GET', path: 'dealers/working-price', query: ['dealerCode'], ...ADMIN },
  addWorkingPrice: { method: 'POST', path: 'dealers/working-price', ...ADMIN },
  updateWorkingPrice: { method: 'PUT', path: 'dealers/working-price', ...ADMIN },
  visualizer: { method: 'GET', path: 'working-price/visualizer', query: ['dealerCode'], ...ADMIN },
  visualizerCsv: {
    method: 'GET',
    path: 'working-price/visualizer/cvs',
    query: ['dealerCode'],
    response: 'blob',
    ...ADMIN,
  },
} as const satisfies Record<string, CallSpec>;
