import type { GarageCar } from '../../api/garage.ts';
import { shareUrl } from '../../domain/car/store/shareLink.ts';

/** A page URL of the host, resolved against the document, or null when it is not a URL. */
function pageUrl(url: string | undefined, base: string): URL | null {
  if (!url) return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * The recall search for an owned car: `recall-url` with the car's `plate` (or, without one, its `chassis`)
 * as a query parameter; null without a page or a plate or chassis.
 */
export function recallLink(
  recallUrl: string | undefined,
  car: GarageCar,
  base = document.baseURI,
): string | null {
  const url = pageUrl(recallUrl, base);
  if (!url) return null;
  if (car.plate) url.searchParams.set('plate', car.plate);
  else if (car.chassis) url.searchParams.set('chassis', car.chassis);
  else return null;
  return url.href;
}

/**
 * The trade-in of an owned car: `trade-in-url` with the car's `plate`, `chassis`, `mvs` and `year` as query
 * parameters (the ones the car has); null without a page.
 */
export function tradeInLink(
  tradeInUrl: string | undefined,
  car: GarageCar,
  base = document.baseURI,
): string | null {
  const url = pageUrl(tradeInUrl, base);
  if (!url) return null;
  const params: Record<string, string | null | undefined> = {
    plate: car.plate,
    chassis: car.chassis,
    mvs: car.mvsCode,
    year: String(car.year),
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The configurator with a wanted car: `configurator-url` with the configurator's share code
 * (`?hub-config=`) of the car's version and year, so the configurator opens on that version.
 */
export function configuratorLink(
  configuratorUrl: string | undefined,
  car: GarageCar,
  base = document.baseURI,
): string | null {
  const url = pageUrl(configuratorUrl, base);
  if (!url) return null;
  return shareUrl(
    {
      mvs: car.mvsCode,
      year: car.year,
      color: null,
      coating: null,
      parts: [],
      services: [],
      accessories: [],
    },
    url.href,
  );
}
