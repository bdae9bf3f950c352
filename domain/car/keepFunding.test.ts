import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieJar } from '../../test/location.ts';
import { keepFundingWithCar } from './keepFunding.ts';
import { carAtom } from './store/atoms.ts';
import { createConfiguratorActions } from './store/createConfiguratorActions.ts';
import { CATALOG, LOCATION, MVS } from './store/fixtures.ts';
import { readStoredCar } from './store/persistence.ts';

const PLAN = { source: 'CDC', installments: 48, entranceValue: 60_000, installmentValue: 4_210.5 };

/** A configurator on this page with the Compass (colour c1). */
function configured() {
  const store = createStore();
  const actions = createConfiguratorActions(store, { document: cookieJar().doc });
  actions.restoreCar('jeep');
  actions.setCatalog(CATALOG);
  actions.update({ mvs: MVS });
  actions.setLocation(LOCATION);
  actions.chooseColor('c1');
  return { store, actions };
}

beforeEach(() => localStorage.clear());

describe('keepFundingWithCar', () => {
  it("keeps the plan with the page's configured car and its stored copy, and lets it go", () => {
    const { store, actions } = configured();
    expect(keepFundingWithCar(store, actions, 'jeep', MVS.code, PLAN)).toBe(true);
    expect(store.get(carAtom).funding).toEqual(PLAN);
    expect(readStoredCar('jeep', Date.now(), 4 * 3_600_000)?.car.funding).toEqual(PLAN);
    expect(keepFundingWithCar(store, actions, 'jeep', MVS.code, null)).toBe(true);
    expect(store.get(carAtom).funding).toBeNull();
  });

  it('a plan for another version or brand, or no configured car on the page, is not kept', () => {
    const { store, actions } = configured();
    expect(keepFundingWithCar(store, actions, 'jeep', 'OTHER', PLAN)).toBe(false);
    expect(keepFundingWithCar(store, actions, 'fiat', MVS.code, PLAN)).toBe(false);
    expect(store.get(carAtom).funding).toBeNull();
    localStorage.clear();
    const empty = createStore();
    const none = createConfiguratorActions(empty, { document: cookieJar().doc });
    none.restoreCar('jeep');
    expect(keepFundingWithCar(empty, none, 'jeep', MVS.code, PLAN)).toBe(false);
  });

  it('a colour changed after the plan was kept drops it (the plan belongs to its car)', () => {
    const { store, actions } = configured();
    keepFundingWithCar(store, actions, 'jeep', MVS.code, PLAN);
    actions.chooseColor('c2');
    expect(store.get(carAtom).funding).toBeNull();
  });
});
