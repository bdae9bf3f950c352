import { atom } from 'jotai/vanilla';
import { DEFAULT_BRAND } from '../../../core/brands.ts';
import { STORED_TTL_MS } from '../../../core/storage.ts';
import type { Country } from '../../location/LocationSchema.ts';
import { currentLocation, locationAtom } from '../../location/location.ts';
import type { Catalog, SelectionPlan } from '../rules/types.ts';
import { type CarState, emptyCar } from './CarState.ts';

/**
 * The configurator's atoms, meant for `hubStore` (core/store.ts) so every widget of the page sees the
 * same car. Change them through `createConfiguratorActions`, which saves every change.
 */

/** What the car's location follows: the market's country (null: any), the location lifetime, the clock. */
export interface CarLocationRules {
  country: Country | null;
  ttlMs: number;
  now: () => number;
}

/** The rules of the car's location, set by `restoreCar` from the page settings. */
export const carLocationRulesAtom = atom<CarLocationRules>({
  country: null,
  ttlMs: STORED_TTL_MS,
  now: () => Date.now(),
});

/** The car as last set; its location is replaced by the page's in {@link carAtom}. */
const chosenCarAtom = atom<CarState>(emptyCar(DEFAULT_BRAND));

/**
 * The current car. Its location is the page's (domain/location's store, while alive for the rules),
 * not a copy: when the location selector or a dealer choice moves the page's location, the car is
 * there too. Writing sets the car; a new location goes through the location store (`setLocation`).
 */
export const carAtom = atom(
  (get) => {
    const car = get(chosenCarAtom);
    const { country, ttlMs, now } = get(carLocationRulesAtom);
    const location = currentLocation(get(locationAtom), country, ttlMs, now())?.location ?? null;
    return car.location === location ? car : { ...car, location };
  },
  (_get, set, car: CarState) => set(chosenCarAtom, car),
);

/** What the car's version offers (parts and colours), loaded by the screens; not saved. */
export const catalogAtom = atom<Catalog>({ parts: {}, colors: [] });

/** The plan waiting in the confirmation modal, or null. */
export const pendingPlanAtom = atom<SelectionPlan | null>(null);
