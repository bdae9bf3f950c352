import { atom } from 'jotai/vanilla';
import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../../core/storage.ts';
import { type Country, type Location, LocationSchema } from './LocationSchema.ts';
import { readLocationCookie, writeLocationCookie } from './locationCookie.ts';

/*
 * The page's location: the one store every widget reads and writes (the location selector, the dealer
 * choices, the configurator's car). Kept in local storage with its time and, without influence areas
 * and regionals, in the `hub_location` cookie; in memory in `hubStore`.
 */

/** The cookie's name, for the widgets that look for it (written only by `locationCookie.ts`). */
export { LOCATION_COOKIE } from './locationCookie.ts';

/** The page's location: {@link Location}, under the name the widgets already import. */
export type SharedLocation = Location;

/** A location with the time it was set (ms since the epoch), for its lifetime. */
export interface StampedLocation {
  location: Location;
  savedAt: number;
}

/** Local-storage key of the location, with influence areas and regionals. */
export const LOCATION_STORAGE_KEY = 'hub:location';

/**
 * The stored location: local storage first (with its time), else the cookie (other sites of the
 * brand write it; its max-age is the lifetime, so it counts as set now). Null when absent or malformed.
 */
export function readLocation(now = Date.now(), doc: Document = document): StampedLocation | null {
  const stamped = readStored<unknown>(LOCATION_STORAGE_KEY, Number.MAX_SAFE_INTEGER, now);
  const stored = stamped ? v.safeParse(LocationSchema, stamped.value) : null;
  if (stamped && stored?.success) return { location: stored.output, savedAt: stamped.savedAt };
  const cookie = readLocationCookie(doc);
  return cookie ? { location: cookie, savedAt: now } : null;
}

/** Saves the location in local storage (with its time) and in the cookie for `ttlMs`; null clears both. */
export function writeLocation(
  location: Location | null,
  ttlMs: number,
  now = Date.now(),
  doc: Document = document,
): void {
  if (location) writeStored(LOCATION_STORAGE_KEY, location, now);
  else removeStored(LOCATION_STORAGE_KEY);
  writeLocationCookie(location, ttlMs, doc);
}

/**
 * The stamped location while alive for `ttlMs` and, when `country` is given, in that country; else null.
 */
export function currentLocation(
  stamped: StampedLocation | null,
  country: Country | null,
  ttlMs: number,
  now = Date.now(),
): StampedLocation | null {
  if (!stamped || (country && stamped.location.countryCode !== country)) return null;
  return now - stamped.savedAt < ttlMs ? stamped : null;
}

/** When and where a store operation happens: the clock and the document whose cookies hold the location. */
export interface LocationIO {
  now?: number | undefined;
  document?: Document | undefined;
}

const loadedAtom = atom<StampedLocation | null | undefined>(undefined);

/**
 * The page's location, in the shared store: read once from storage or the cookie, then kept in
 * memory. Write it with {@link setLocationAtom}; every widget reading it follows.
 */
export const locationAtom = atom((get) => {
  const loaded = get(loadedAtom);
  return loaded === undefined ? readLocation() : loaded;
});

/** Sets (or clears) the page's location and persists it for `ttlMs`, stamped `io.now` (default now). */
export const setLocationAtom = atom(
  null,
  (_get, set, location: Location | null, ttlMs: number, io: LocationIO = {}) => {
    const now = io.now ?? Date.now();
    writeLocation(location, ttlMs, now, io.document);
    set(loadedAtom, location ? { location, savedAt: now } : null);
  },
);

/** Reads the location from storage again (another tab or a brand site may have changed it). */
export const reloadLocationAtom = atom(null, (_get, set, io: LocationIO = {}) => {
  set(loadedAtom, readLocation(io.now ?? Date.now(), io.document));
});

/** Reads the location from storage (and `io.document`'s cookie) unless the store holds it already. */
export const loadLocationAtom = atom(null, (get, set, io: LocationIO = {}) => {
  if (get(loadedAtom) === undefined) set(reloadLocationAtom, io);
});
