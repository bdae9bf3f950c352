import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { deleteCookie, getCookie, setCookie } from '../../core/cookies.ts';
import { readStored, removeStored, STORED_TTL_MS, writeStored } from '../../core/storage.ts';

/** Influence area of a location: id and brand name (seed 000 §3). */
export const InfluenceAreaSchema = v.object({ id: v.number(), brandName: v.string() });
/** Regional of a location: regionalId and brand name (seed 000 §3). */
export const RegionalSchema = v.object({ regionalId: v.number(), brandName: v.string() });

/** Where the shopper is: the configurator store's location (seed 000 §3 "Current car"). */
export const SharedLocationSchema = v.object({
  countryCode: v.picklist(['BR', 'AR']),
  stateCode: v.pipe(v.string(), v.minLength(1), v.maxLength(3)),
  cityName: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  cityCode: v.pipe(v.string(), v.maxLength(20)),
  influenceAreas: v.array(InfluenceAreaSchema),
  regionals: v.array(RegionalSchema),
});

/** A location shared by every widget of the page. */
export type SharedLocation = v.InferOutput<typeof SharedLocationSchema>;

/** A location with the time it was set (ms since the epoch), for its lifetime. */
export interface StampedLocation {
  location: SharedLocation;
  savedAt: number;
}

/** Cookie holding the location without influence areas and regionals (seed 000 §4, same as the configurator's). */
export const LOCATION_COOKIE = 'hub_location';
/** Local-storage key of the location, with influence areas and regionals. */
export const LOCATION_STORAGE_KEY = 'hub:location';

const CookieSchema = v.pick(SharedLocationSchema, ['countryCode', 'stateCode', 'cityName', 'cityCode']);

/** The location lifetime: `hub:setting:location-ttl` (ms) when positive, else 4 hours (seed 000 §9). */
export function locationTtl(setting: string | undefined): number {
  const ms = Number(setting);
  return setting && Number.isFinite(ms) && ms > 0 ? ms : STORED_TTL_MS;
}

/**
 * The stored location: local storage first (with its time), else the cookie (other sites of the
 * brand write it; its max-age is the lifetime, so it counts as set now). Null when absent or malformed.
 */
export function readLocation(now = Date.now(), doc: Document = document): StampedLocation | null {
  const stamped = readStored<unknown>(LOCATION_STORAGE_KEY, Number.MAX_SAFE_INTEGER, now);
  const stored = stamped ? v.safeParse(SharedLocationSchema, stamped.value) : null;
  if (stamped && stored?.success) return { location: stored.output, savedAt: stamped.savedAt };
  try {
    const raw = getCookie(LOCATION_COOKIE, doc);
    const cookie = raw ? v.safeParse(CookieSchema, JSON.parse(raw)) : null;
    if (cookie?.success)
      return { location: { ...cookie.output, influenceAreas: [], regionals: [] }, savedAt: now };
  } catch {
    // A malformed cookie counts as no location.
  }
  return null;
}

/** Saves the location in local storage (with its time) and in the cookie for `ttlMs`; null clears both. */
export function writeLocation(
  location: SharedLocation | null,
  ttlMs: number,
  now = Date.now(),
  doc: Document = document,
): void {
  if (!location) {
    removeStored(LOCATION_STORAGE_KEY);
    deleteCookie(LOCATION_COOKIE, doc);
    return;
  }
  writeStored(LOCATION_STORAGE_KEY, location, now);
  const { countryCode, stateCode, cityName, cityCode } = location;
  setCookie(
    LOCATION_COOKIE,
    JSON.stringify({ countryCode, stateCode, cityName, cityCode }),
    ttlMs / 1000,
    doc,
  );
}

/** Whether a stamped location is still alive for `ttlMs` and belongs to `country`. */
export function isCurrent(stamped: StampedLocation | null, country: string, ttlMs: number, now = Date.now()) {
  return Boolean(stamped && stamped.location.countryCode === country && now - stamped.savedAt < ttlMs);
}

const loadedAtom = atom<StampedLocation | null | undefined>(undefined);
const readsAtom = atom(0);

/**
 * The page's location, in the shared store: read once from storage or the cookie, then kept in
 * memory. Write it with {@link setLocationAtom}; every widget reading it follows.
 */
export const locationAtom = atom((get) => {
  get(readsAtom);
  const loaded = get(loadedAtom);
  return loaded === undefined ? readLocation() : loaded;
});

/** Sets (or clears) the page's location and persists it for `ttlMs`. */
export const setLocationAtom = atom(null, (_get, set, location: SharedLocation | null, ttlMs: number) => {
  const now = Date.now();
  writeLocation(location, ttlMs, now);
  set(loadedAtom, location ? { location, savedAt: now } : null);
});

/** Reads the location from storage again on next use (another tab or a brand site may have changed it). */
export const reloadLocationAtom = atom(null, (_get, set) => {
  set(loadedAtom, undefined);
  set(readsAtom, (n) => n + 1);
});
