import * as v from 'valibot';
import { deleteCookie, getCookie, setCookie } from '../../core/cookies.ts';
import { type Location, LocationSchema } from './LocationSchema.ts';

/** Cookie holding the location without influence areas and regionals, for the brand's other sites (seed 000 §4). */
export const LOCATION_COOKIE = 'hub_location';

const CookieSchema = v.pick(LocationSchema, ['countryCode', 'stateCode', 'cityName', 'cityCode']);

/**
 * Writes the location cookie: country, state, city name and code only, SameSite Lax on the parent
 * domain, max-age the location lifetime `ttlMs`. No location deletes it.
 */
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
    const parsed = raw ? v.safeParse(CookieSchema, JSON.parse(raw)) : null;
    return parsed?.success ? { ...parsed.output, influenceAreas: [], regionals: [] } : null;
  } catch {
    return null;
  }
}
