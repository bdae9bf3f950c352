import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieJar } from '../../test/location.ts';
import { countryOnly } from './LocationSchema.ts';
import {
  currentLocation,
  LOCATION_STORAGE_KEY,
  loadLocationAtom,
  locationAtom,
  readLocation,
  reloadLocationAtom,
  setLocationAtom,
  writeLocation,
} from './location.ts';
import { LOCATION_COOKIE, writeLocationCookie } from './locationCookie.ts';

const T0 = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;
const CORDOBA = {
  countryCode: 'AR' as const,
  stateCode: 'X',
  cityName: 'Córdoba',
  cityCode: '140014',
  influenceAreas: [{ id: 5, brandName: 'fiat' }],
  regionals: [{ regionalId: 2, brandName: 'fiat' }],
};
const stored = () => JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('readLocation and writeLocation', () => {
  it('keep the whole location in local storage with its time, and the place in the cookie', () => {
    const jar = cookieJar();
    writeLocation(CORDOBA, HOUR, T0, jar.doc);
    expect(stored()).toEqual({ value: CORDOBA, savedAt: T0 });
    expect(jar.writes.at(-1)).toContain('Max-Age=3600');
    expect(readLocation(T0 + 2 * HOUR, jar.doc)).toEqual({ location: CORDOBA, savedAt: T0 });
  });

  it('fall back to the cookie (counted as set now) when local storage has none or a bad one', () => {
    const jar = cookieJar();
    writeLocationCookie(CORDOBA, HOUR, jar.doc);
    const fromCookie = { location: { ...CORDOBA, influenceAreas: [], regionals: [] }, savedAt: T0 };
    expect(readLocation(T0, jar.doc)).toEqual(fromCookie);
    localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ value: { countryCode: 'US' }, savedAt: T0 }));
    expect(readLocation(T0, jar.doc)).toEqual(fromCookie);
  });

  it('clear both for no location', () => {
    const jar = cookieJar();
    writeLocation(CORDOBA, HOUR, T0, jar.doc);
    writeLocation(null, HOUR, T0, jar.doc);
    expect(stored()).toBeNull();
    expect(jar.values.has(LOCATION_COOKIE)).toBe(false);
    expect(readLocation(T0, jar.doc)).toBeNull();
  });
});

describe('currentLocation', () => {
  const stamped = { location: CORDOBA, savedAt: T0 };

  it('keeps a location younger than the lifetime, in the country asked or any', () => {
    expect(currentLocation(stamped, 'AR', HOUR, T0 + HOUR - 1)).toBe(stamped);
    expect(currentLocation(stamped, null, HOUR, T0)).toBe(stamped);
  });

  it('drops it at the lifetime, in another country, or when there is none', () => {
    expect(currentLocation(stamped, 'AR', HOUR, T0 + HOUR)).toBeNull();
    expect(currentLocation(stamped, 'BR', HOUR, T0)).toBeNull();
    expect(currentLocation(null, null, HOUR, T0)).toBeNull();
  });
});

describe('the page location in a store', () => {
  it('is set, written and shared by every reader of the store', () => {
    const jar = cookieJar();
    const store = createStore();
    store.set(setLocationAtom, CORDOBA, HOUR, { now: T0, document: jar.doc });
    expect(store.get(locationAtom)).toEqual({ location: CORDOBA, savedAt: T0 });
    expect(stored()).toEqual({ value: CORDOBA, savedAt: T0 });
    expect(jar.values.has(LOCATION_COOKIE)).toBe(true);
  });

  it('loads once from storage or the cookie; reload reads again', () => {
    const jar = cookieJar();
    writeLocationCookie(countryOnly('AR'), HOUR, jar.doc);
    const store = createStore();
    store.set(loadLocationAtom, { now: T0, document: jar.doc });
    expect(store.get(locationAtom)).toEqual({ location: countryOnly('AR'), savedAt: T0 });
    writeLocation(CORDOBA, HOUR, T0 + 1, jar.doc);
    store.set(loadLocationAtom, { now: T0 + 2, document: jar.doc });
    expect(store.get(locationAtom)?.location).toEqual(countryOnly('AR'));
    store.set(reloadLocationAtom, { now: T0 + 2, document: jar.doc });
    expect(store.get(locationAtom)).toEqual({ location: CORDOBA, savedAt: T0 + 1 });
  });
});
