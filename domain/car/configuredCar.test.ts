import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieJar } from '../../test/location.ts';
import { readConfiguredCar, watchConfiguredCar } from './configuredCar.ts';
import { createConfiguratorActions } from './store/createConfiguratorActions.ts';
import { CATALOG, LOCATION, MVS } from './store/fixtures.ts';

const HOUR = 3_600_000;

beforeEach(() => localStorage.clear());

function configuredPage(now: number) {
  const jar = cookieJar();
  const store = createStore();
  const actions = createConfiguratorActions(store, { document: jar.doc, now: () => now });
  actions.restoreCar('jeep');
  actions.setCatalog(CATALOG);
  actions.update({ mvs: MVS });
  actions.setLocation(LOCATION);
  actions.chooseColor('c1');
  actions.confirmPlan({}, actions.planSelection('pack', 'add'));
  actions.confirmPlan({}, actions.planSelection('mat', 'add'));
  return { store, actions };
}

describe('readConfiguredCar', () => {
  it('gives the financing and reservation inputs of the car configured on this page', () => {
    const now = Date.now();
    const { store } = configuredPage(now);
    expect(readConfiguredCar('jeep', store, now)).toEqual({
      brand: 'jeep',
      mvs: MVS.code,
      year: 2026,
      modelCode: '364',
      name: 'Compass Longitude',
      versionPrice: 200_000,
      price: 200_000 + 5000 + 3000 + 400,
      colorCode: 'C1',
      coatingCode: null,
      partIds: ['pack', 'roof', 'mat'],
      optionalCodes: ['PACK', 'ROOF'],
      accessoryCodes: ['MAT'],
      serviceIds: [],
      location: LOCATION,
    });
    expect(readConfiguredCar('fiat', store, now)).toBeNull();
  });

  it('reads the car saved by a configurator on another page while it is valid (4 hours)', () => {
    const now = Date.now();
    configuredPage(now);
    const otherPage = createStore();
    expect(readConfiguredCar('jeep', otherPage, now + HOUR)?.partIds).toEqual(['pack', 'roof', 'mat']);
    expect(readConfiguredCar('jeep', otherPage, now + 4 * HOUR)).toBeNull();
  });

  it('tells a listener every change', () => {
    const { store, actions } = configuredPage(Date.now());
    const seen: (string | null)[] = [];
    const stop = watchConfiguredCar((car) => seen.push(car?.colorCode ?? null), store);
    actions.chooseColor('c2');
    stop();
    actions.chooseColor('c1');
    expect(seen).toEqual(['C2']);
  });
});
