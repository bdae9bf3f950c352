import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORED_TTL_MS } from '../../../core/storage.ts';
import { hubStore } from '../../../core/store.ts';
import { cookieJar } from '../../../test/location.ts';
import { RuleError } from '../rules/RuleError.ts';
import { carAtom, pendingPlanAtom } from './atoms.ts';
import { createConfiguratorActions } from './createConfiguratorActions.ts';
import { CATALOG, LOCATION, MVS } from './fixtures.ts';

const T0 = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;
const KEY = 'hub:car:jeep';

function setup(options: { locationTtlMs?: number } = {}) {
  const jar = cookieJar();
  const store = createStore();
  const actions = createConfiguratorActions(store, { ...options, document: jar.doc });
  actions.restoreCar('jeep');
  actions.setCatalog(CATALOG);
  return { store, actions, jar };
}

/** A configured car: mvs, location, colour c1 and the pack (with its roof). */
function configure(actions: ReturnType<typeof setup>['actions']) {
  actions.update({ mvs: MVS });
  actions.setLocation(LOCATION);
  actions.chooseColor('c1');
  actions.confirmPlan({}, actions.planSelection('pack', 'add'));
}

/** A fresh page on the same browser: new store, same storage and cookies. */
function reload(jar: ReturnType<typeof cookieJar>, options: { locationTtlMs?: number } = {}) {
  const store = createStore();
  return createConfiguratorActions(store, { ...options, document: jar.doc });
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('persistence', () => {
  it('saves every change under the brand key with its time, without totals', () => {
    const { actions } = setup();
    actions.update({ mvs: MVS });
    expect(stored()).toMatchObject({
      savedAt: T0,
      value: { car: { brand: 'jeep', mvs: { code: MVS.code } } },
    });
    vi.setSystemTime(T0 + 1000);
    actions.chooseColor('c3');
    expect(stored()).toMatchObject({ savedAt: T0 + 1000, value: { car: { color: { id: 'c3' } } } });
    expect(stored().value.car.totals).toBeUndefined();
  });

  it('restores the configuration after a reload, prices cleared and totals recomputed', () => {
    const { actions, jar } = setup();
    configure(actions);
    actions.update({ prices: { parts: [{ partId: 'pack', price: 4000 }] } });
    const again = reload(jar);
    expect(again.restoreCar('jeep')).toBe(true);
    const car = again.car();
    expect(car.parts.map((p) => p.id)).toEqual(['pack', 'roof']);
    expect(car).toMatchObject({ color: { id: 'c1' }, loadedFromLocalStorage: true, prices: { parts: [] } });
    expect(car.totals).toMatchObject({ optionalsTotal: 8000, total: 208_000, hasPriceBonification: false });
  });

  it('keeps a stored car until just under 4 hours and drops it at exactly 4 hours', () => {
    const long = { locationTtlMs: 8 * HOUR }; // so only the car's own 4 hours decide
    const { actions, jar } = setup(long);
    configure(actions);
    vi.setSystemTime(T0 + STORED_TTL_MS - 1);
    expect(reload(jar, long).restoreCar('jeep')).toBe(true);
    vi.setSystemTime(T0 + STORED_TTL_MS);
    const late = reload(jar, long);
    expect(late.restoreCar('jeep')).toBe(false);
    expect(late.car()).toMatchObject({ brand: 'jeep', mvs: null, parts: [] });
  });

  it('does not extend the 4 hours by restoring', () => {
    const long = { locationTtlMs: 8 * HOUR };
    const { actions, jar } = setup(long);
    configure(actions);
    vi.setSystemTime(T0 + 3 * HOUR);
    expect(reload(jar, long).restoreCar('jeep')).toBe(true);
    vi.setSystemTime(T0 + STORED_TTL_MS);
    expect(reload(jar, long).restoreCar('jeep')).toBe(false);
  });

  it('drops a car whose location is older than the page setting', () => {
    const { actions, jar } = setup({ locationTtlMs: HOUR });
    configure(actions);
    vi.setSystemTime(T0 + HOUR - 1);
    expect(reload(jar, { locationTtlMs: HOUR }).restoreCar('jeep')).toBe(true);
    vi.setSystemTime(T0 + HOUR);
    expect(reload(jar, { locationTtlMs: HOUR }).restoreCar('jeep')).toBe(false);
  });

  it('rejects a stored car without mvs code, without location country, of another brand or tampered', () => {
    const { actions, jar } = setup();
    configure(actions);
    const good = stored();
    const variants = [
      { ...good.value.car, mvs: null },
      { ...good.value.car, mvs: { ...MVS, code: '' } },
      { ...good.value.car, location: null },
      { ...good.value.car, location: { ...LOCATION, countryCode: '' } },
      { ...good.value.car, brand: 'fiat' },
      { ...good.value.car, parts: [{ id: 'pack', price: '0' }] },
      { ...good.value.car, color: { id: 'c1', code: 'C1', name: 'x', price: -5 } },
    ];
    for (const car of variants) {
      localStorage.setItem(KEY, JSON.stringify({ ...good, value: { ...good.value, car } }));
      expect(reload(jar).restoreCar('jeep')).toBe(false);
    }
    localStorage.setItem(KEY, '{not json');
    expect(reload(jar).restoreCar('jeep')).toBe(false);
    localStorage.setItem(KEY, JSON.stringify(good));
    expect(reload(jar).restoreCar('jeep')).toBe(true);
  });
});

describe('location cookie', () => {
  it('holds the location without influence areas and regionals, Lax on the parent domain for the TTL', () => {
    const { actions, jar } = setup({ locationTtlMs: 2 * HOUR });
    actions.setLocation(LOCATION);
    const line = jar.writes.at(-1)!;
    expect(line).toContain('Max-Age=7200');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Domain=jeep.com.br');
    const value = JSON.parse(decodeURIComponent(jar.values.get('hub_location')!));
    expect(value).toEqual({ countryCode: 'BR', stateCode: 'SP', cityName: 'São Paulo', cityCode: '3550308' });
  });

  it('uses the 4-hour default and gives the location to a page with no stored car', () => {
    const { actions, jar } = setup();
    actions.setLocation(LOCATION);
    expect(jar.writes.at(-1)).toContain(`Max-Age=${STORED_TTL_MS / 1000}`);
    localStorage.clear();
    const other = reload(jar);
    expect(other.restoreCar('jeep')).toBe(false);
    expect(other.car().location).toEqual({ ...LOCATION, influenceAreas: [], regionals: [] });
  });
});

describe('car actions', () => {
  it('saveCar clears all prices and marks the car as loaded from local storage', () => {
    const { actions } = setup();
    configure(actions);
    const car = {
      ...actions.car(),
      prices: { parts: [{ partId: 'roof', price: 1 }] },
      loadedFromLocalStorage: false,
    };
    const saved = actions.saveCar(car);
    expect(saved).toMatchObject({ prices: { parts: [] }, loadedFromLocalStorage: true, updatePrice: true });
    expect(stored().value.car.prices).toEqual({ parts: [] });
  });

  it('clearCar empties colour, coating, mvs, grouped mvs, prices, parts, services and totals, keeping the location', () => {
    const { actions } = setup();
    configure(actions);
    actions.update({
      coating: { id: 'k', code: 'K', name: 'Coat', price: 900 },
      groupedMvs: [MVS],
      services: [{ id: 's', name: 'Rev', serviceName: 'REV', category: 'x', price: 50 }],
      prices: { parts: [{ partId: 'pack', price: 1 }] },
    });
    const car = actions.clearCar();
    expect(car).toMatchObject({
      color: null,
      coating: null,
      mvs: null,
      groupedMvs: [],
      parts: [],
      services: [],
    });
    expect(car.prices).toEqual({ parts: [] });
    expect(car.totals).toMatchObject({ total: 0, optionalsTotal: 0, servicesTotal: 0, bonificationTotal: 0 });
    expect(car.location).toEqual(LOCATION);
  });

  it('removeOwnedCarInfo blanks chassis and plate number only', () => {
    const { actions } = setup();
    actions.update({ mvs: MVS });
    expect(actions.removeOwnedCarInfo().mvs).toEqual({ ...MVS, chassis: '', plateNumber: '' });
  });

  it('recomputes totals on every change, with bonification from price overrides', () => {
    const { actions } = setup();
    configure(actions);
    expect(actions.car().totals.total).toBe(208_000);
    actions.update({ prices: { parts: [{ partId: 'roof', price: 2500 }] } });
    expect(actions.car().totals).toMatchObject({
      total: 207_500,
      bonificationTotal: 500,
      hasPriceBonification: true,
    });
  });

  it('refuses a colour the selected parts do not allow', () => {
    const { actions } = setup();
    configure(actions);
    expect(actions.chooseColor('c4')).toBe(false);
    expect(actions.chooseColor('c2')).toBe(true);
    expect(actions.car().color?.id).toBe('c2');
  });
});

describe('selection through the store', () => {
  it('keeps the car, the storage and the cookie untouched while a plan waits and after cancel', () => {
    const { actions, store, jar } = setup();
    configure(actions);
    const before = { car: actions.car(), stored: localStorage.getItem(KEY), writes: jar.writes.length };
    const plan = actions.planSelection('roof', 'remove');
    // The colour stays valid without the roof (seed 000 §4): no forced change, every colour offered.
    expect(plan).toMatchObject({
      remove: ['roof', 'pack'],
      color: { mustChange: false, validColorIds: ['c1', 'c2', 'c3', 'c4', 'c5'] },
    });
    expect(store.get(pendingPlanAtom)).toBe(plan);
    actions.cancelPlan();
    expect(store.get(pendingPlanAtom)).toBeNull();
    expect({ car: actions.car(), stored: localStorage.getItem(KEY), writes: jar.writes.length }).toEqual(
      before,
    );
  });

  it('applies the confirmed plan with the chosen colour and saves it', () => {
    const { actions } = setup();
    actions.update({ mvs: MVS });
    actions.setLocation(LOCATION);
    actions.chooseColor('c4');
    // The pack's roof allows c1 and c2 only: the colour must change, to the one chosen in the modal.
    actions.planSelection('pack', 'add');
    expect(actions.confirmPlan({ colorId: 'c2' })?.goToColorStep).toBe(true);
    expect(actions.car()).toMatchObject({ parts: [{ id: 'pack' }, { id: 'roof' }], color: { id: 'c2' } });
    expect(stored().value.car.color.id).toBe('c2');
  });

  it('keeps the plan pending when a choice is missing, and applies it once picked', () => {
    const { actions, store } = setup();
    actions.update({ mvs: MVS });
    const plan = actions.planSelection('choose', 'add');
    expect(plan.choices[0]?.options).toEqual(['pack', 'mat']);
    expect(() => actions.confirmPlan()).toThrow(RuleError);
    expect(store.get(pendingPlanAtom)).not.toBeNull();
    expect(actions.refinePlan({ picks: { 'choose#0': 'mat' } })?.status).toBe('ready');
    actions.confirmPlan({ picks: { 'choose#0': 'mat' } });
    expect(actions.car().parts.map((p) => p.id)).toEqual(['choose', 'mat']);
    expect(actions.car().totals).toMatchObject({ optionalsTotal: 100, accessoriesTotal: 400 });
  });

  it('shares one car between the widgets of a page through hubStore', () => {
    const jar = cookieJar();
    const first = createConfiguratorActions(hubStore, { document: jar.doc });
    const second = createConfiguratorActions(hubStore, { document: jar.doc });
    first.restoreCar('jeep');
    first.update({ mvs: MVS });
    expect(second.car().mvs?.code).toBe(MVS.code);
    expect(hubStore.get(carAtom).mvs?.code).toBe(MVS.code);
  });
});
