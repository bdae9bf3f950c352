import * as v from 'valibot';
import { catalogCalls } from '../../api/catalog.ts';
import { type ApiScope, request } from '../../api/client.ts';
import { dealerCalls } from '../../api/dealers.ts';
import { partCalls } from '../../api/parts.ts';
import { getPrice, getReservationPrice, type PriceRecord } from '../../api/price.ts';
import { type StockAvailability, stockCalls } from '../../api/stock.ts';
import { ServiceError } from '../../core/errors.ts';
import {
  type Coating,
  CoatingSchema,
  type Color,
  ColorSchema,
  type Part,
  PartSchema,
  type Service,
  ServiceSchema,
} from './rules/model.ts';
import type { Mvs } from './store/schemas.ts';

/** A version of a model as the version list shows it. */
export interface Version extends Mvs {
  years: number[];
}

/** Colour groups of the colour step (seed 000 §3). */
export const COLOR_GROUPS = ['solid', 'metallic', 'pearly', 'special'] as const;
/** A colour group. */
export type ColorGroup = (typeof COLOR_GROUPS)[number];

/** What a version offers: its parts (optionals and accessories), colours with their group, coatings, services. */
export interface Offer {
  parts: Part[];
  colors: Color[];
  colorGroups: Record<string, ColorGroup>;
  coatings: Coating[];
  services: Service[];
}

/**
 * Services sold with a car. The API has no list call for them (only dealers `v1/service/{id}`), so the
 * configurator reads these ids one by one; see the report of issue 6.
 */
export const SERVICE_IDS = ['SRV-MAINT', 'SRV-WARR', 'SRV-INS'] as const;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const hex = (value: unknown) => {
  const text = str(value);
  return text && !text.startsWith('#') ? `#${text}` : text;
};

function parse<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

/** A version from the catalogue's `mvs` answers. */
export function toVersion(raw: Record<string, unknown>, fallbackYear: number): Version | null {
  const years = Array.isArray(raw.years) ? raw.years.filter((y): y is number => typeof y === 'number') : [];
  const year = years.includes(fallbackYear) ? fallbackYear : (years.at(-1) ?? fallbackYear);
  const code = str(raw.mvsCode);
  if (!code) return null;
  return {
    code,
    modelCode: str(raw.modelCode),
    modelName: str(raw.modelName),
    modelShortName: str(raw.modelShortName),
    versionCode: str(raw.versionCode),
    versionName: str(raw.versionName),
    seriesCode: str(raw.seriesCode),
    year,
    gear: str(raw.gear),
    engine: str(raw.engine),
    doors: typeof raw.doors === 'number' ? raw.doors : 0,
    fuel: str(raw.fuel),
    fullDescription: str(raw.fullDescription),
    price: typeof raw.price === 'number' && raw.price >= 0 ? raw.price : 0,
    chassis: '',
    plateNumber: '',
    years,
  };
}

/** The versions of a model sold in the market (catalogue `mvs/all`, filtered by model code). */
export async function loadVersions(scope: ApiScope, modelCode: string, year: number, signal?: AbortSignal) {
  const all = await request<Record<string, unknown>[]>(scope, 'catalog', catalogCalls.allMvs, { signal });
  return (Array.isArray(all) ? all : [])
    .filter((raw) => !modelCode || raw.modelCode === modelCode)
    .map((raw) => toVersion(raw, year))
    .filter((version): version is Version => version !== null)
    .sort((a, b) => a.price - b.price);
}

const toPart = (raw: Record<string, unknown>) => ({ ...raw, behaviour: raw.behaviour ?? raw.behavior });
const toColor = (raw: Record<string, unknown>) => ({
  ...raw,
  primaryColor: hex(raw.primaryColor) || undefined,
  secondaryColor: hex(raw.secondaryColor) || undefined,
  rgb: str(raw.rgb) || undefined,
  secondaryRgb: str(raw.secondaryRgb) || undefined,
});

const list = (scope: ApiScope, call: keyof typeof partCalls, mvsCode: string, signal?: AbortSignal) =>
  request<Record<string, unknown>[]>(scope, 'parts', partCalls[call], { query: { mvsCode }, signal });

/** Services by id (dealers `v1/service/{id}`); a failed one is left out (logged by the client). */
async function loadServices(scope: ApiScope, signal?: AbortSignal): Promise<Service[]> {
  if (!scope.services.dealers) return [];
  const answers = await Promise.allSettled(
    SERVICE_IDS.map((id) => request(scope, 'dealers', dealerCalls.service, { params: { id }, signal })),
  );
  return parse(
    ServiceSchema,
    answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : [])),
  );
}

/** Everything a version offers. Optionals and colours are required; a failure of the others leaves them empty. */
export async function loadOffer(scope: ApiScope, mvsCode: string, signal?: AbortSignal): Promise<Offer> {
  const optional = (promise: Promise<Record<string, unknown>[]>) => promise.catch(() => []);
  const [items, colors, coatings, accessories, services] = await Promise.all([
    list(scope, 'items', mvsCode, signal),
    list(scope, 'colors', mvsCode, signal),
    optional(list(scope, 'coatings', mvsCode, signal)),
    optional(list(scope, 'accessories', mvsCode, signal)),
    loadServices(scope, signal),
  ]);
  const colorList = Array.isArray(colors) ? colors : [];
  const colorGroups: Record<string, ColorGroup> = {};
  for (const raw of colorList) {
    const group = COLOR_GROUPS.includes(raw.group as ColorGroup) ? (raw.group as ColorGroup) : 'solid';
    colorGroups[str(raw.id)] = group;
  }
  return {
    parts: parse(PartSchema, [...(items ?? []), ...(accessories ?? [])].map(toPart)),
    colors: parse(ColorSchema, colorList.map(toColor)),
    colorGroups,
    coatings: parse(CoatingSchema, coatings),
    services,
  };
}

/** Price of the version (`type=EC` in e-commerce mode). */
export function loadPrice(scope: ApiScope, mvs: Mvs, ecommerce: boolean, signal?: AbortSignal) {
  return getPrice(scope, { mvsCode: mvs.code, year: mvs.year, ecommerce }, signal) as Promise<PriceRecord>;
}

/** Reservation price of the configured car (colour, ITEM codes, coating). */
export function loadReservationPrice(
  scope: ApiScope,
  car: { mvs: Mvs; colorCode: string; parts: Part[]; coatingCode?: string },
): Promise<{ total?: number }> {
  return getReservationPrice(scope, {
    mvsCode: car.mvs.code,
    year: car.mvs.year,
    colorCode: car.colorCode,
    parts: car.parts.map((part) => ({ code: part.code, type: part.type })),
    coatingCode: car.coatingCode,
  }) as Promise<{ total?: number }>;
}

/** Stock of the version: null when the service says there is none (404). Other failures throw. */
export async function loadStock(scope: ApiScope, mvs: Mvs, signal?: AbortSignal) {
  try {
    return await request<StockAvailability>(scope, 'stock', stockCalls.available, {
      query: { mvsCode: mvs.code, modelYear: mvs.year },
      signal,
    });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}
