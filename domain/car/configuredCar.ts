import type { Store } from 'jotai/vanilla/store';
import type { Brand } from '../../core/brands.ts';
import { hubStore } from '../../core/store.ts';
import type { Location } from '../location/LocationSchema.ts';
import { configuredCarState } from './configuredCarState.ts';
import { carAtom } from './store/atoms.ts';
import type { CarState } from './store/CarState.ts';

/**
 * The configured car as the financing and reservation widgets need it: the financing simulation input
 * (seed 000 §3: mvs, year, price, colorCode, partIds) and the reservation price call (mvsCode, year,
 * colorCode, optionalCode = ITEM codes, coatingCode).
 */
export interface ConfiguredCar {
  brand: Brand;
  mvs: string;
  year: number;
  modelCode: string;
  /** Name to show: model and version. */
  name: string;
  /** Price of the version alone. */
  versionPrice: number;
  /** Total of the configuration (version, colour, coating, optionals, accessories, services, less bonification). */
  price: number;
  colorCode: string | null;
  coatingCode: string | null;
  /** Ids of every chosen part (optionals and accessories), the financing `partIds`. */
  partIds: string[];
  /** Codes of the chosen optionals (ITEM), the reservation price's `optionalCode` list. */
  optionalCodes: string[];
  accessoryCodes: string[];
  serviceIds: string[];
  location: Location | null;
}

/** The configured car of a car state, or null before a version is chosen. */
export function configuredCarOf(car: CarState): ConfiguredCar | null {
  if (!car.mvs) return null;
  const codes = (type: string) => car.parts.filter((part) => part.type === type).map((part) => part.code);
  return {
    brand: car.brand,
    mvs: car.mvs.code,
    year: car.mvs.year,
    modelCode: car.mvs.modelCode,
    name: `${car.mvs.modelName} ${car.mvs.versionName}`.trim(),
    versionPrice: car.mvs.price,
    price: car.totals.total,
    colorCode: car.color?.code ?? null,
    coatingCode: car.coating?.code ?? null,
    partIds: car.parts.map((part) => part.id),
    optionalCodes: codes('ITEM'),
    accessoryCodes: codes('ACCESSORY'),
    serviceIds: car.services.map((service) => service.id),
    location: car.location,
  };
}

/**
 * The car the shopper configured for `brand` (see {@link configuredCarState}): this page's
 * configurator's, else the one saved by a configurator on another page of the site while valid.
 */
export function readConfiguredCar(
  brand: Brand,
  store: Store = hubStore,
  now = Date.now(),
): ConfiguredCar | null {
  const car = configuredCarState(brand, store, now);
  return car ? configuredCarOf(car) : null;
}

/** Calls `listener` with the configured car whenever the page's configurator changes it; returns the unsubscribe. */
export function watchConfiguredCar(
  listener: (car: ConfiguredCar | null) => void,
  store: Store = hubStore,
): () => void {
  return store.sub(carAtom, () => listener(configuredCarOf(store.get(carAtom))));
}
