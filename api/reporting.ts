import { type ApiScope, type CallSpec, request } from './client.ts';
import type { Dealer } from './dealers.ts';
import type { WorkingPricePayload } from './reporting.payloads.ts';

const ADMIN = { headers: ['brand'] } as const;
/** The dealer's prices as a seller reads them (api/README.md "Roles"). */
const SELLER = { ...ADMIN, bearer: true, roles: ['user_dealer', 'dealer_manager'] } as const;
/**
 * The dealer's working prices, kept by the dealer's manager (api/README.md "Roles"), in the market's
 * list prices and currency.
 */
const MANAGER = { ...ADMIN, bearer: true, roles: ['dealer_manager'], adds: ['market'] } as const;

/**
 * Dealer reporting service (seed 001 §7 "Quotation simulator and dealer sales"): report views,
 * products, dealers, car models and the dealer working prices (admin-style: brand header, and the
 * bearer so the user's dealer roles can be checked).
 */
export const reportingCalls = {
  reportView: { method: 'POST', path: 'report-view', bearer: true, roles: SELLER.roles },
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

/** The price a dealer sells a version at (`dealers/price`): its working price when set, else the list price. */
export interface DealerPrice {
  dealerCode: string;
  mvsCode: string;
  price: number;
  /** Whether `price` is the dealer's working price (else it is the version's list price). */
  workingPrice: boolean;
}

/** The dealer's prices of the brand's versions in the market (`dealers/price`; the dealer's sellers and manager). */
export function dealerPrices(
  scope: ApiScope,
  dealerCode: string,
  signal?: AbortSignal,
): Promise<DealerPrice[]> {
  return request(scope, 'reporting', reportingCalls.dealerPrice, { query: { dealerCode }, signal });
}

/** A dealer's working price of one version (`dealers/working-price`). */
export type WorkingPrice = WorkingPricePayload;

/** The working prices the dealer has set, one per version (`GET dealers/working-price`; dealer managers). */
export function dealerWorkingPrices(
  scope: ApiScope,
  dealerCode: string,
  signal?: AbortSignal,
): Promise<WorkingPrice[]> {
  return request(scope, 'reporting', reportingCalls.workingPrices, { query: { dealerCode }, signal });
}

/**
 * Sets a version's first working price (`POST dealers/working-price`; dealer managers). The service
 * refuses (422) a price below 80% of the list price and (409) a version that has one already.
 */
export function addWorkingPrice(scope: ApiScope, body: WorkingPricePayload): Promise<WorkingPrice> {
  return request(scope, 'reporting', reportingCalls.addWorkingPrice, { json: body });
}

/**
 * Changes a version's working price (`PUT dealers/working-price`; dealer managers): 422 below 80% of the
 * list price, 404 when the version has none yet.
 */
export function updateWorkingPrice(scope: ApiScope, body: WorkingPricePayload): Promise<WorkingPrice> {
  return request(scope, 'reporting', reportingCalls.updateWorkingPrice, { json: body });
}

/** A reason a dealer gives for looking at a report (`report-view/reasons`, in the market's language). */
export interface ReportReason {
  id: number;
  label: string;
}

/** A product of the brand a dealer reports on (`product`): its category and the models it fits. */
export interface ReportProduct {
  id: string;
  name: string;
  category: string;
  modelCodes: string[];
}

/** A dealer of the brand in the market (`dealers`, `dealers/{idSiteGeo}`): the dealers service's dealer and its site id. */
export type ReportDealer = Dealer & { idSiteGeo: number };

/** A car model of the brand in the market (`car-models`). */
export interface CarModel {
  modelCode: string;
  modelName: string;
}

/** A report view as recorded: who looks (the dealer), at what (a product or a dealer), and why. */
export type ReportView = { dealerCode: string; reasonId: number } & (
  | { productId: string }
  | { idSiteGeo: number }
);

/** The reasons a report view takes, in the market's language. */
export function reportReasons(scope: ApiScope, signal?: AbortSignal): Promise<ReportReason[]> {
  return request(scope, 'reporting', reportingCalls.reasons, { signal });
}

/** The brand's products. */
export function reportProducts(scope: ApiScope, signal?: AbortSignal): Promise<ReportProduct[]> {
  return request(scope, 'reporting', reportingCalls.products, { signal });
}

/** The brand's dealers in the market. */
export function reportDealers(scope: ApiScope, signal?: AbortSignal): Promise<ReportDealer[]> {
  return request(scope, 'reporting', reportingCalls.dealers, { signal });
}

/** One dealer by its site id. */
export function reportDealer(scope: ApiScope, idSiteGeo: number): Promise<ReportDealer> {
  return request(scope, 'reporting', reportingCalls.dealer, { params: { idSiteGeo } });
}

/** The brand's car models in the market. */
export function carModels(scope: ApiScope, signal?: AbortSignal): Promise<CarModel[]> {
  return request(scope, 'reporting', reportingCalls.carModels, { signal });
}

/** Records that a dealer looked at a report, with the reason (`POST report-view`). */
export function recordReportView(scope: ApiScope, view: ReportView): Promise<{ id: string }> {
  return request(scope, 'reporting', reportingCalls.reportView, { json: view });
}
