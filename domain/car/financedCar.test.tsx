import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { Profiler, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageMeta, resolveContext } from '../../core/page-context.ts';
import { hubStore } from '../../core/store.ts';
import { WidgetScopeContext } from '../../core/WidgetContext.tsx';
import { cookieJar } from '../../test/location.ts';
import { type CarAttributes, useFinancedCar } from './financedCar.ts';
import { carAtom } from './store/atoms.ts';
import { emptyCar } from './store/CarState.ts';
import { createConfiguratorActions } from './store/createConfiguratorActions.ts';
import { CATALOG, LOCATION, MVS } from './store/fixtures.ts';

const HOUR = 3_600_000;
/** The Compass Longitude with colour c1, the pack (and its roof) and the mat: 200 000 + 5000 + 3000 + 400. */
const COMPASS = {
  mvs: MVS.code,
  year: 2026,
  price: 208_400,
  colorCode: 'C1',
  partIds: ['pack', 'roof', 'mat'],
  versions: [],
};

/** A configurator on a page with `store` configures the Compass; it is saved to local storage as it goes. */
function configure(store: ReturnType<typeof createStore>, now = Date.now()) {
  const actions = createConfiguratorActions(store, { document: cookieJar().doc, now: () => now });
  actions.restoreCar('jeep');
  actions.setCatalog(CATALOG);
  actions.update({ mvs: MVS });
  actions.setLocation(LOCATION);
  actions.chooseColor('c1');
  actions.confirmPlan({}, actions.planSelection('pack', 'add'));
  actions.confirmPlan({}, actions.planSelection('mat', 'add'));
  return actions;
}

/** `useFinancedCar` as a widget of `brand` on this page runs it; `renders` collects its commits. */
function financedCar(attributes: CarAttributes = {}, brand = 'jeep', renders: string[] = []) {
  const { context } = resolveContext(readPageMeta(), { brand });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Profiler id="hub-financing" onRender={(_id, phase) => renders.push(phase)}>
      <WidgetScopeContext.Provider
        value={{ host: document.body, tag: 'hub-financing', context, emit: () => undefined }}
      >
        {children}
      </WidgetScopeContext.Provider>
    </Profiler>
  );
  return renderHook(() => useFinancedCar(attributes), { wrapper });
}

beforeEach(() => {
  localStorage.clear();
  hubStore.set(carAtom, emptyCar('fiat'));
});

describe('useFinancedCar', () => {
  it('finances the car a configurator saved on another page of the site (nothing on this page)', () => {
    configure(createStore());
    expect(hubStore.get(carAtom).mvs).toBeNull();
    expect(financedCar().result.current).toEqual(COMPASS);
  });

  it('leaves out a stored car of another brand or older than 4 hours', () => {
    configure(createStore(), Date.now() - 4 * HOUR);
    expect(financedCar().result.current).toBeNull();
    localStorage.clear();
    configure(createStore());
    expect(financedCar({}, 'fiat').result.current).toBeNull();
  });

  it('follows the car of a configurator on this page as it changes', () => {
    const actions = configure(hubStore);
    const { result } = financedCar();
    expect(result.current).toEqual(COMPASS);
    act(() => {
      actions.chooseColor('c2');
    });
    expect(result.current).toMatchObject({ colorCode: 'C2', price: 208_400 });
  });

  it("follows the configurator's click after it has painted: never inside the click, then in one render", async () => {
    const actions = configure(hubStore);
    const renders: string[] = [];
    const { result } = financedCar({}, 'jeep', renders);
    await waitFor(() => expect(result.current).toEqual(COMPASS));
    renders.length = 0;
    // The shopper's click on the configurator: React handles it synchronously (a discrete event).
    flushSync(() => actions.chooseColor('c2'));
    expect(renders).toEqual([]);
    expect(result.current?.colorCode).toBe('C1');
    await waitFor(() => expect(result.current).toMatchObject({ colorCode: 'C2', price: 208_400 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual(['update']);
  });

  it('hands a follower the same car while the configured car is the same (its effects do not run again)', async () => {
    configure(hubStore);
    const { result, rerender } = financedCar();
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('finances the car of the attributes when the page sets an mvs', () => {
    configure(hubStore);
    const attributes = { mvs: '826D7L3', year: 2026, price: 100_000, colorCode: '249' };
    expect(financedCar(attributes).result.current).toEqual({
      mvs: '826D7L3',
      year: 2026,
      price: 100_000,
      colorCode: '249',
      partIds: [],
    });
  });
});
