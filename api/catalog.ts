import { ServiceError } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

const BRAND_MARKET = ['brand', 'market'] as const;

/**
 * Catalogue service (seed 001 §7 "Catalogue and upgrade"): setups (upgrade suggestions), models,
 * versions (mvs), datasheet, comparisons. GET mvs takes model, version, series and an optional year.
 */
export const catalogCalls = {
  setups: { method: 'GET', path: 'setup', adds: ['brand'] },
  setupPage: { method: 'GET', path: 'setup/page', query: ['page?', 'size?'], adds: ['brand'] },
  setup: { method: 'GET', path: 'setup/{id}' },
  createSetup: { method: 'POST', path: 'setup' },
  updateSetup: { method: 'PUT', path: 'setup' },
  removeSetup: { method: 'DELETE', path: 'setup', query: ['id'], response: 'none' },
  suggestion: { method: 'GET', path: 'suggestion', query: ['mvsCode'], adds: BRAND_MARKET },
  latestModels: { method: 'GET', path: 'model/latest', adds: BRAND_MARKET },
  models: { method: 'GET', path: 'model', adds: BRAND_MARKET },
  mvs: { method: 'GET', path: 'mvs', query: ['model', 'version', 'series', 'year?'], adds: ['brand'] },
  allMvs: { method: 'GET', path: 'mvs/all', adds: BRAND_MARKET },
  mvsByDescription: {
    method: 'GET',
    path: 'mvs/find-by-description',
    query: ['description'],
    adds: ['brand'],
  },
  modelFilter: { method: 'GET', path: 'model/filter', query: ['fuel?', 'maxPrice?'], adds: BRAND_MARKET },
  datasheet: { method: 'GET', path: 'datasheet', query: ['mvsCode', 'year?'], adds: ['brand'] },
  comparisons: { method: 'GET', path: 'comparisons', query: ['mvsCodes'], adds: BRAND_MARKET },
} as const satisfies Record<string, CallSpec>;

/**
 * One version in a comparison (catalogue `comparisons`): its code, the optional items it sells (with
 * their price) and the items it has as standard.
 */
export interface VersionComparison {
  mvsCode: string;
  optionals?: { code: string; name: string; price?: number }[];
  standard?: { code: string; name: string }[];
}

/** The optional items of versions, for comparing them side by side (the codes sent comma-separated). */
export function getComparisons(
  scope: ApiScope,
  mvsCodes: readonly string[],
  signal?: AbortSignal,
): Promise<VersionComparison[]> {
  return request(scope, 'catalog', catalogCalls.comparisons, {
    query: { mvsCodes: mvsCodes.join(',') },
    signal,
  });
}

/** A version as the catalogue's `mvs` and `suggestion` answers give it (price in the market's currency). */
export interface CatalogVersion {
  mvsCode: string;
  modelCode: string;
  modelName: string;
  versionName: string;
  fullDescription?: string;
  years: number[];
  /** List price in the market's currency; null when the market does not sell the version. */
  price: number | null;
}

/** A version's codes as GET mvs takes them (model, version and series segments of the mvs code). */
export interface VersionCodes {
  model: string;
  version: string;
  series: string;
}

/** One version of the catalogue (`GET mvs` with its model, version and series codes, optional year). */
export function getVersion(
  scope: ApiScope,
  codes: VersionCodes,
  year?: number,
  signal?: AbortSignal,
): Promise<CatalogVersion> {
  return request(scope, 'catalog', catalogCalls.mvs, {
    query: { ...codes, ...(year ? { year: String(year) } : {}) },
    signal,
  });
}

/** The catalogue's upgrade suggestion for a version (a setup): the version above and the price difference. */
export interface UpgradeSuggestion {
  setupId: string;
  from: CatalogVersion;
  to: CatalogVersion;
  priceDifference: number;
}

/** The upgrade suggested for a version (`GET suggestion`); null when the catalogue has none (404). */
export async function getSuggestion(
  scope: ApiScope,
  mvsCode: string,
  signal?: AbortSignal,
): Promise<UpgradeSuggestion | null> {
  try {
    return await request<UpgradeSuggestion>(scope, 'catalog', catalogCalls.suggestion, {
      query: { mvsCode },
      signal,
    });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}
