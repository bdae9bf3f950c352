import type { Brand } from '../../../core/brands.ts';
import { computeTotals, type Totals } from '../rules/computeTotals.ts';
import type { StoredCar } from './schemas.ts';

/**
 * The configurator's current car (seed 000 §3): a {@link StoredCar} plus its {@link Totals}, which hold
 * the seed's optionalsTotal, accessoriesTotal, servicesTotal, total, bonificationTotal and
 * hasPriceBonification (and the coating and colour prices).
 */
export interface CarState extends StoredCar {
  totals: Totals;
}

/** The car with its totals recomputed from its parts, services, coating, colour and prices. */
export function withTotals(car: StoredCar): CarState {
  return { ...car, totals: computeTotals(car) };
}

/** A car with nothing chosen yet, for a brand. */
export function emptyCar(brand: Brand): CarState {
  return withTotals({
    brand,
    color: null,
    coating: null,
    mvs: null,
    groupedMvs: [],
    prices: { parts: [] },
    location: null,
    parts: [],
    services: [],
    loadedFromLocalStorage: false,
    isReady: false,
    updatePrice: false,
    stock: null,
    funding: null,
    ecommerce: null,
  });
}
