import { type ApiScope, type CallSpec, request } from './client.ts';

/** Price service (seed 000 §7 "Prices and stock"); the market is added to every price call. */
export const priceCalls = {
  price: { method: 'GET', path: 'price', query: ['mvsCode', 'year', 'type?'], adds: ['country', 'market'] },
  reservation: {
    method: 'GET',
    path: 'price/reservation',
    query: ['mvsCode', 'year', 'colorCode', 'optionalCode?', 'coatingCode?'],
    adds: ['country', 'market'],
  },
  specialDiscount: {
    method: 'GET',
    path: 'price/specialDiscount',
    query: ['mvsCode', 'year'],
    adds: ['market'],
  },
  types: { method: 'GET', path: 'price/types', adds: ['market'] },
  batchPrices: { method: 'GET', path: 'price/batchPrices', query: ['mvsCodes'], adds: ['market'] },
  batchCustomPrice: { method: 'GET', path: 'price/batchCustomPrice', query: ['products'], adds: ['market'] },
  dealerPrice: { method: 'GET', path: 'dealers/price', query: ['dealerCode', 'mvsCode'], adds: ['market'] },
} as const satisfies Record<string, CallSpec>;

/** A price record. */
export interface PriceRecord {
  mvsCode: string;
  year: number;
  price: number;
  /** The price table it comes from (`price/types`), when the service says. */
  type?: string;
  currency: 'BRL' | 'ARS';
  parts: { partId: string; price: number }[];
}

/** Price of a version; `type=EC` in e-commerce mode. */
export function getPrice(
  scope: ApiScope,
  car: { mvsCode: string; year: number; ecommerce?: boolean },
  signal?: AbortSignal,
): Promise<PriceRecord> {
  return request(scope, 'price', priceCalls.price, {
    query: { mvsCode: car.mvsCode, year: car.year, type: car.ecommerce ? 'EC' : undefined },
    signal,
  });
}

/** A configured part, as the configurator holds it. */
export interface ConfiguredPart {
  code: string;
  type: 'ITEM' | 'ACCESSORY' | 'COLOR' | 'COATING';
}

/** Reservation price: `optionalCode` is the comma list of the ITEM parts' codes, plus `coatingCode`. */
export function getReservationPrice(
  scope: ApiScope,
  car: { mvsCode: string; year: number; colorCode: string; parts: ConfiguredPart[]; coatingCode?: string },
): Promise<PriceRecord> {
  const items = car.parts.filter((part) => part.type === 'ITEM').map((part) => part.code);
  return request(scope, 'price', priceCalls.reservation, {
    query: {
      mvsCode: car.mvsCode,
      year: car.year,
      colorCode: car.colorCode,
      optionalCode: items.length ? items.join(',') : undefined,
      coatingCode: car.coatingCode,
    },
  });
}

/** Custom prices of several products; `products` travels as a JSON string. */
export function getBatchCustomPrice(
  scope: ApiScope,
  products: { mvsCode: string; year: number; dealerCode?: string }[],
): Promise<PriceRecord[]> {
  return request(scope, 'price', priceCalls.batchCustomPrice, {
    query: { products: JSON.stringify(products) },
  });
}

/** A version's special discount (`price/specialDiscount`): 0 when it has none. */
export interface SpecialDiscount {
  mvsCode: string;
  discount: number;
  hasPriceBonification: boolean;
}

/** The special discount of a version and year (a bonus off its price). */
export function getSpecialDiscount(
  scope: ApiScope,
  car: { mvsCode: string; year: number },
  signal?: AbortSignal,
): Promise<SpecialDiscount> {
  return request(scope, 'price', priceCalls.specialDiscount, {
    query: { mvsCode: car.mvsCode, year: car.year },
    signal,
  });
}

/** A price table the service prices from (`price/types`): `ecommercePrice`, `customPrice`. */
export interface PriceType {
  type: string;
  description?: string;
}

/** The price tables of the market; an answer that is not a list counts as none. */
export async function getPriceTypes(scope: ApiScope, signal?: AbortSignal): Promise<PriceType[]> {
  const types = await request<unknown>(scope, 'price', priceCalls.types, { signal });
  return Array.isArray(types) ? (types as PriceType[]) : [];
}

/** List prices of several versions in one call (`mvsCodes` comma-separated): a record per version and year. */
export function getBatchPrices(
  scope: ApiScope,
  mvsCodes: readonly string[],
  signal?: AbortSignal,
): Promise<PriceRecord[]> {
  return request(scope, 'price', priceCalls.batchPrices, { query: { mvsCodes: mvsCodes.join(',') }, signal });
}
