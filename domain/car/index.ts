/**
 * The configured car, for every widget (README.md): the car in the page's shared store, its
 * persistence across the site's pages, the financing view of it, its totals, and car-code splitting.
 * The configurator's rules and store internals stay in `rules/` and `store/`.
 */
export {
  type ConfiguredCar,
  configuredCarOf,
  readConfiguredCar,
  watchConfiguredCar,
} from './configuredCar.ts';
export { configuredCarState } from './configuredCarState.ts';
export {
  type CarAttributes,
  carFromAttributes,
  carFromStore,
  type FinancedCar,
  type FinancedVersion,
  useFinancedCar,
} from './financedCar.ts';
export { computeTotals, type Totals } from './rules/computeTotals.ts';
export {
  type CarCodeLayout,
  type CarCodeParts,
  LONG_CAR_CODE,
  SHORT_CAR_CODE,
  splitCarCode,
} from './rules/splitCarCode.ts';
export { carAtom } from './store/atoms.ts';
export { type CarState, withTotals } from './store/CarState.ts';
export { carStorageKey, readStoredCar } from './store/persistence.ts';
export { useConfiguredCarState } from './useConfiguredCarState.ts';
