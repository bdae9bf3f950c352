import { type Country, countryOnly } from '../../location/LocationSchema.ts';
import type { StampedLocation } from '../../location/location.ts';
import type { StoredCar } from './schemas.ts';

/**
 * Where a configurator page starts when the page has no location of its own: the restored car's
 * location with the time it was set (restoring does not make it younger), if it is in the market's
 * country; else the market's country alone (a stored car needs a location country); else none.
 */
export function startingLocation(
  stored: { car: Pick<StoredCar, 'location'>; locationSavedAt: number } | null,
  country: Country | null,
  now: number,
): StampedLocation | null {
  const location = stored?.car.location;
  if (stored && location && (!country || location.countryCode === country))
    return { location, savedAt: stored.locationSavedAt };
  return country ? { location: countryOnly(country), savedAt: now } : null;
}
