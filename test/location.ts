import { vi } from 'vitest';
import type { GeoPoint } from '../api/location.ts';
import { hubStore } from '../core/store.ts';
import { reloadLocationAtom, writeLocation } from '../domain/location/location.ts';

/** Test helper: forgets the page's shared location (storage, cookie and store). */
export function forgetLocation(): void {
  writeLocation(null, 0);
  hubStore.set(reloadLocationAtom);
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']): void {
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({ getCurrentPosition } as unknown as Geolocation);
}

/** Test helper: the browser grants the position `point`. */
export function fakeGeolocation(point: GeoPoint): void {
  stubGeolocation((success) =>
    success({ coords: { ...point, accuracy: 20 }, timestamp: Date.now() } as unknown as GeolocationPosition),
  );
}

/** Test helper: the shopper refuses the position. */
export function denyGeolocation(): void {
  stubGeolocation((_success, failure) =>
    failure?.({
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
    } as GeolocationPositionError),
  );
}

/** Test helper: a cookie jar standing in for `document`: records every write, answers reads by name. */
export function cookieJar(hostname = 'www.jeep.com.br') {
  const writes: string[] = [];
  const values = new Map<string, string>();
  const doc = {
    location: { hostname, protocol: 'https:' },
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((piece) => piece.trim());
      const index = pair.indexOf('=');
      const expired = attributes.some((attribute) => attribute === 'Max-Age=0');
      if (expired) values.delete(pair.slice(0, index));
      else values.set(pair.slice(0, index), pair.slice(index + 1));
    },
  };
  return { writes, doc: doc as unknown as Document, values };
}
