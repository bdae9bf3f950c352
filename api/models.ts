import { catalogCalls } from './catalog.ts';
import { type ApiScope, request } from './client.ts';

/** A model of the brand with its versions (catalogue `model`). */
export interface CatalogModel {
  modelCode: string;
  modelName: string;
  /** The model's body (hatch, sedan, suv, pickup, van), for drawing its cars when there is no picture. */
  category?: string;
  versions: { mvsCode: string; versionName: string }[];
}

/** The brand's models and versions in the market (catalogue GET model). */
export function getModels(scope: ApiScope, signal?: AbortSignal): Promise<CatalogModel[]> {
  return request(scope, 'catalog', catalogCalls.models, { signal });
}
