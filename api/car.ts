import * as v from 'valibot';
import { getCookie } from '../core/cookies.ts';
import { ServiceError } from '../core/errors.ts';
import type { Mvs } from './carSchemas.ts';
import {
  type Coating,
  CoatingSchema,
  type Color,
  ColorSchema,
  type Part,
  PartSchema,
  type Service,
  ServiceSchema,
} from './carSchemas.ts';
import { catalogCalls } from './catalog.ts';
import { type ApiScope, request } from './client.ts';
import { dealerCalls } from './dealers.ts';
import { partCalls } from './parts.ts';
import { getPrice, getReservationPrice, type PriceRecord } from './price.ts';
import { type StockAvailability, stockCalls } from './stock.ts';

/** A version of a model as the version list shows it. */
export interface Version extends Mvs {
  years: number[];
  /** The model's body (catalogue `category`: hatch, sedan, suv, pickup, van), for drawing the car. */
  category?: string;
}

/** Colour groups of the colour step (seed 000 §3). */
export const COLOR_GROUPS = ['solid', 'metallic', 'pearly', 'special'] as const;
/** A colour group. */
export type ColorGroup = (typeof COLOR_GROUPS)[number];

/** The parts of an offer whose call failed: logged by the client, left empty, and told to the shopper. */
export type OfferGap = 'coatings' | 'accessories' | 'services';

/** What a version offers: its parts (optionals and accessories), colours with their group, coatings, services. */
export interface Offer {
  parts: Part[];
  colors: Color[];
  colorGroups: Record<string, ColorGroup>;
  coatings: Coating[];
  services: Service[];
  /** The services list is a bearer call: without a signed-in shopper it is not made. */
  servicesNeedSignIn: boolean;
  /** What failed to load (empty state shown, the shopper told). */
  gaps: OfferGap[];
}

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
    ...(str(raw.category) ? { category: str(raw.category) } : {}),
  };
}

/** The versions of a model sold in the market (catalogue `mvs/all`, filtered by model code), cheapest first. */
export async function loadVersions(
  scope: ApiScope,
  modelCode: string,
  year: number,
  signal?: AbortSignal,
): Promise<Version[]> {
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

/** The colours a version is sold in (parts service `color`), each with its price; malformed ones left out. */
export async function loadColors(scope: ApiScope, mvsCode: string, signal?: AbortSignal): Promise<Color[]> {
  const colors = await list(scope, 'colors', mvsCode, signal);
  return parse(ColorSchema, (Array.isArray(colors) ? colors : []).map(toColor));
}

/**
 * The services a shopper can add: the dealers service's `v1/maintenanceservice` list (bearer, market
 * added; seed 000 §7). Without the auth cookie the call is not made (`signedOut`).
 */
async function loadServices(scope: ApiScope, signal?: AbortSignal): Promise<Service[] | 'signedOut'> {
  if (!getCookie(scope.authCookie)) return 'signedOut';
  const answer = await request(scope, 'dealers', dealerCalls.maintenanceServices, { signal });
  return parse(ServiceSchema, answer);
}

/**
 * Everything a version offers. Optionals and colours are required (their failure fails the offer);
 * a failure of coatings, accessories or services is logged by the client, leaves that list empty and
 * is listed in `gaps` so the screens say what is missing.
 */
export async function loadOffer(scope: ApiScope, mvsCode: string, signal?: AbortSignal): Promise<Offer> {
  const gaps: OfferGap[] = [];
  const optional = <T>(gap: OfferGap, promise: Promise<T>, empty: T) =>
    promise.catch(() => {
      gaps.push(gap);
      return empty;
    });
  const [items, colors, coatings, accessories, services] = await Promise.all([
    list(scope, 'items', mvsCode, signal),
    list(scope, 'colors', mvsCode, signal),
    optional('coatings', list(scope, 'coatings', mvsCode, signal), []),
    optional('accessories', list(scope, 'accessories', mvsCode, signal), []),
    optional('services', loadServices(scope, signal), [] as Service[]),
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
    services: services === 'signedOut' ? [] : services,
    servicesNeedSignIn: services === 'signedOut',
    gaps: gaps.sort(),
  };
}

/** Price of the version (`type=EC` in e-commerce mode), with the price service's per-part prices. */
export function loadPrice(
  scope: ApiScope,
  mvs: Mvs,
  ecommerce: boolean,
  signal?: AbortSignal,
): Promise<PriceRecord> {
  return getPrice(scope, { mvsCode: mvs.code, year: mvs.year, ecommerce }, signal);
}

/** What the configurator shows of the reservation price: its total, when the service gives one. */
export interface ReservationPrice {
  total?: number;
}

/** Reservation price of the configured car (colour, ITEM codes, coating). */
export function loadReservationPrice(
  scope: ApiScope,
  car: { mvs: Mvs; colorCode: string; parts: Part[]; coatingCode?: string },
): Promise<ReservationPrice> {
  return getReservationPrice(scope, {
    mvsCode: car.mvs.code,
    year: car.mvs.year,
    colorCode: car.colorCode,
    parts: car.parts.map((part) => ({ code: part.code, type: part.type })),
    coatingCode: car.coatingCode,
  }) as Promise<ReservationPrice>;
}

/** Stock of the version: null when the service says there is none (404). Other failures throw. */
export async function loadStock(
  scope: ApiScope,
  mvs: Mvs,
  signal?: AbortSignal,
): Promise<StockAvailability | null> {
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
