import * as v from 'valibot';
import type { Brand } from '../../../core/brands.ts';
import { deleteCookie, getCookie, setCookie } from '../../../core/cookies.ts';
import { readStored, STORED_TTL_MS, writeStored } from '../../../core/storage.ts';
import type { CarState } from './CarState.ts';
import { type Location, LocationSchema, type StoredCar, StoredCarSchema } from './schemas.ts';

/** Local-storage key of a brand's car. */
export const carStorageKey = (brand: Brand) => `hub:car:${brand}`;

/** Cookie holding the location (without influence areas and regionals) for the brand's other sites. */
export const LOCATION_COOKIE = 'hub_location';

const StoredRecordSchema = v.object({
  car: StoredCarSchema,
  locationSavedAt: v.nullable(v.pipe(v.number(), v.finite())),
});

const CookieLocationSchema = v.pick(LocationSchema, ['countryCode', 'stateCode', 'cityName', 'cityCode']);

/** A usable location lifetime: the page setting when positive and finite, else the 4-hour default. */
export function locationTtl(ms: number | undefined): number {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : STORED_TTL_MS;
}

/** Saves the car (without totals) under its brand's key with the time, and when the location was set. */
export function writeStoredCar(car: CarState, locationSavedAt: number | null, now: number): void {
  const { totals: _totals, ...stored } = car;
  writeStored(carStorageKey(car.brand), { car: stored, locationSavedAt }, now);
}

/**
 * The brand's stored car, or null unless it passes the schema, has an mvs code and a location country,
 * is under 4 hours old (seed 000 §9; `readStored` keeps a value aged exactly its TTL, hence TTL − 1) and
 * its location is younger than `locationTtlMs`.
 */
export function readStoredCar(
  brand: Brand,
  now: number,
  locationTtlMs: number,
): { car: StoredCar; locationSavedAt: number } | null {
  const stamped = readStored<unknown>(carStorageKey(brand), STORED_TTL_MS - 1, now);
  const parsed = stamped ? v.safeParse(StoredRecordSchema, stamped.value) : null;
  if (!parsed?.success) return null;
  const { car, locationSavedAt } = parsed.output;
  if (car.brand !== brand || !car.mvs?.code || !car.location?.countryCode || locationSavedAt === null)
    return null;
  if (now < locationSavedAt || now - locationSavedAt >= locationTtl(locationTtlMs)) return null;
  return { car, locationSavedAt };
}

/** Writes the location cookie (max-age = the location lifetime), or deletes it for no location. */
export function writeLocationCookie(
  location: Location | null,
  ttlMs: number,
  doc: Document = document,
): void {
  if (!location) {
    deleteCookie(LOCATION_COOKIE, doc);
    return;
  }
  const { countryCode, stateCode, cityName, cityCode } = location;
  setCookie(
    LOCATION_COOKIE,
    JSON.stringify({ countryCode, stateCode, cityName, cityCode }),
    ttlMs / 1000,
    doc,
  );
}

/** The location in the cookie (influence areas and regionals empty), or null when absent or malformed. */
export function readLocationCookie(doc: Document = document): Location | null {
  try {
    const raw = getCookie(LOCATION_COOKIE, doc);
    const parsed = raw ? v.safeParse(CookieLocationSchema, JSON.parse(raw)) : null;
    return parsed?.success ? { ...parsed.output, influenceAreas: [], regionals: [] } : null;
  } catch {
    return null;
  }
}
