import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieJar } from '../../../test/location.ts';
import { countryOnly } from '../../location/LocationSchema.ts';
import {
  LOCATION_STORAGE_KEY,
  locationAtom,
  setLocationAtom,
  writeLocation,
} from '../../location/location.ts';
import { carAtom } from './atoms.ts';
import { createConfiguratorActions } from './createConfiguratorActions.ts';
import { CATALOG, LOCATION, MVS } from './fixtures.ts';

/*
 * The car's location is the page's (domain/location): one store, no copy kept in step.
 */

const T0 = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;
const KEY = 'hub:car:jeep';
const RECIFE = { ...countryOnly('BR'), stateCode: 'PE', cityName: 'Recife', cityCode: '2611606' };

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const storedLocation = () => JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? 'null');

function page(jar = cookieJar(), store = createStore()) {
  const actions = createConfiguratorActions(store, { document: jar.doc, country: 'BR' });
  return { jar, store, actions };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("the car's location", () => {
  it('follows the page location another widget sets, and is saved with the next change of the car', () => {
    const { store, actions } = page();
    actions.restoreCar('jeep');
    actions.setCatalog(CATALOG);
    actions.update({ mvs: MVS });
    actions.setLocation(LOCATION);
    // The location selector confirms another city: the page's location, written once.
    vi.setSystemTime(T0 + HOUR);
    store.set(setLocationAtom, RECIFE, 4 * HOUR);
    expect(store.get(carAtom).location).toEqual(RECIFE);
    actions.chooseColor('c1');
    expect(stored().value).toMatchObject({ car: { location: RECIFE }, locationSavedAt: T0 + HOUR });
  });

  it("writes a location the car is given through the page's store: storage and cookie", () => {
    const { store, actions, jar } = page();
    actions.restoreCar('jeep');
    actions.setLocation(LOCATION);
    expect(store.get(locationAtom)).toEqual({ location: LOCATION, savedAt: T0 });
    expect(storedLocation()).toEqual({ value: LOCATION, savedAt: T0 });
    expect(jar.values.has('hub_location')).toBe(true);
  });

  it("is the market's country alone on a page without a location, or with an expired or foreign one", () => {
    const first = page();
    first.actions.restoreCar('jeep');
    expect(first.actions.car().location).toEqual(countryOnly('BR'));
    expect(storedLocation()).toEqual({ value: countryOnly('BR'), savedAt: T0 });

    writeLocation({ ...RECIFE, countryCode: 'AR' }, 4 * HOUR, T0, cookieJar().doc);
    const foreign = page();
    foreign.actions.restoreCar('jeep');
    expect(foreign.actions.car().location).toEqual(countryOnly('BR'));

    writeLocation(RECIFE, 4 * HOUR, T0 - 4 * HOUR, cookieJar().doc);
    const expired = page();
    expired.actions.restoreCar('jeep');
    expect(expired.actions.car().location).toEqual(countryOnly('BR'));
  });

  it('restored on a page that lost its location, gives it back with the time it was set', () => {
    const first = page();
    first.actions.restoreCar('jeep');
    first.actions.setCatalog(CATALOG);
    first.actions.setLocation(LOCATION);
    first.actions.update({ mvs: MVS });
    localStorage.removeItem(LOCATION_STORAGE_KEY);
    vi.setSystemTime(T0 + HOUR);
    const again = page();
    expect(again.actions.restoreCar('jeep')).toBe(true);
    expect(again.actions.car().location).toEqual(LOCATION);
    expect(storedLocation()).toEqual({ value: LOCATION, savedAt: T0 });
  });
});
