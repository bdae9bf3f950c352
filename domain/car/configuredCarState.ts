import type { Store } from 'jotai/vanilla/store';
import type { Brand } from '../../core/brands.ts';
import { STORED_TTL_MS } from '../../core/storage.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from './store/atoms.ts';
import { type CarState, withTotals } from './store/CarState.ts';
import { readStoredCar } from './store/persistence.ts';

/**
 * The car the shopper configured for `brand` — the one projection every reader goes through: the car
 * in the page's shared store when a configurator on this page has a version, else the car a
 * configurator saved in local storage on another page of the site while it is valid (mvs code,
 * location country, under 4 hours), its totals recomputed. Null when there is none.
 */
export function configuredCarState(brand: Brand, store: Store = hubStore, now = Date.now()): CarState | null {
  return configuredCarStateOf(store.get(carAtom), brand, now);
}

/** {@link configuredCarState} with the page's live car already read (`carAtom`). */
export function configuredCarStateOf(live: CarState, brand: Brand, now = Date.now()): CarState | null {
  if (live.brand === brand && live.mvs) return live;
  const stored = readStoredCar(brand, now, STORED_TTL_MS);
  return stored ? withTotals(stored.car) : null;
}
