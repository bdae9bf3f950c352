import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import type { GarageCar } from '../../api/garage.ts';
import { createConfiguratorActions } from '../../domain/car/store/createConfiguratorActions.ts';
import { LOCATION, MVS } from '../../domain/car/store/fixtures.ts';
import { cookieJar } from '../../test/location.ts';
import { forgetOwnedCar } from './forgetOwnedCar.ts';

const OWNED: GarageCar = { id: 'G1', mvsCode: MVS.code, year: 2026, plate: 'abc-1d23', chassis: null };
const stored = () => JSON.parse(localStorage.getItem('hub:car:jeep') ?? 'null');

function configuredPage(jar = cookieJar()) {
  const actions = createConfiguratorActions(createStore(), { document: jar.doc });
  actions.restoreCar('jeep');
  return { actions, jar };
}

afterEach(() => localStorage.clear());

describe('forgetOwnedCar', () => {
  it("blanks chassis and plate of this page's configured car when it is the car removed", () => {
    const { actions } = configuredPage();
    actions.update({ mvs: MVS });
    expect(forgetOwnedCar(actions, 'jeep', OWNED)).toBe(true);
    expect(actions.car().mvs).toMatchObject({ code: MVS.code, chassis: '', plateNumber: '' });
  });

  it('blanks them in the car stored by a configurator on another page, and saves it', () => {
    const first = configuredPage();
    first.actions.update({ mvs: MVS });
    first.actions.setLocation(LOCATION);
    const garagePage = createConfiguratorActions(createStore(), { document: first.jar.doc });
    expect(forgetOwnedCar(garagePage, 'jeep', { ...OWNED, plate: null, chassis: MVS.chassis })).toBe(true);
    expect(stored().value.car.mvs).toMatchObject({ chassis: '', plateNumber: '' });
  });

  it('leaves another car alone', () => {
    const { actions } = configuredPage();
    actions.update({ mvs: MVS });
    expect(
      forgetOwnedCar(actions, 'jeep', { ...OWNED, plate: 'XYZ9A99', chassis: '9BD00000000000000' }),
    ).toBe(false);
    expect(actions.car().mvs).toMatchObject({ chassis: MVS.chassis, plateNumber: MVS.plateNumber });
  });
});
