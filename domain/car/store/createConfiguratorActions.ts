import type { createStore } from 'jotai/vanilla';
import type { Brand } from '../../../core/brands.ts';
import { STORED_TTL_MS } from '../../../core/storage.ts';
import type { Country, Location } from '../../location/LocationSchema.ts';
import {
  currentLocation,
  type LocationIO,
  loadLocationAtom,
  locationAtom,
  setLocationAtom,
} from '../../location/location.ts';
import { applyPlan } from '../rules/applyPlan.ts';
import { isColorValid } from '../rules/colors.ts';
import { planSelection } from '../rules/planSelection.ts';
import { refinePlan } from '../rules/refinePlan.ts';
import type { Catalog, PlanChoices, RulesState, SelectionAction, SelectionPlan } from '../rules/types.ts';
import { carAtom, carLocationRulesAtom, catalogAtom, pendingPlanAtom } from './atoms.ts';
import { type CarState, emptyCar, withTotals } from './CarState.ts';
import { isCarReady } from './carReadiness.ts';
import { configurationSnapshot } from './configurationSnapshot.ts';
import { readStoredCar, writeStoredCar } from './persistence.ts';
import type { ConfigurationSnapshot, StoredCar } from './schemas.ts';
import { staleCarData } from './staleCarData.ts';
import { startingLocation } from './startingLocation.ts';

type Store = ReturnType<typeof createStore>;

/** Options of {@link createConfiguratorActions}. */
export interface ConfiguratorActionsOptions {
  /** Location lifetime in ms (the page setting `location-ttl`, as the page context types it); default 4 h. */
  locationTtlMs?: number;
  /**
   * The market's country: the car's location must be in it, and when the page has no location the car
   * is placed in the country alone (a stored car needs a location country). Without it, any country.
   */
  country?: Country;
  /** The clock (tests pass a fake one); default `Date.now`. */
  now?: () => number;
  /** The document whose cookies hold the location; default `document`. */
  document?: Document;
}

/** Fields `update` may change (totals are derived, the brand is set by `restoreCar`). */
export type CarPatch = Partial<Omit<StoredCar, 'brand'>>;

const NO_PRICES = { parts: [] };

/** Data a later screen keeps with the car (stock availability, funding plan, e-commerce prices). */
type ScreenData = object | null;
const screenData = (value: ScreenData) => (value ? { ...(value as Record<string, unknown>) } : null);

/**
 * The configurator's actions on a jotai store (pass `hubStore`): plain functions the React screens call,
 * testable without React. Every change recomputes the totals and is saved to local storage with a
 * timestamp under `hub:car:<brand>`, with the location the car is at and when it was set. The car's
 * location is the page's (domain/location): setting it writes the page's location (local storage and
 * the `hub_location` cookie). Call `restoreCar(brand)` first on a page: it sets the brand (and so the
 * storage key) and the location rules.
 */
export function createConfiguratorActions(store: Store, options: ConfiguratorActionsOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const ttl = options.locationTtlMs ?? STORED_TTL_MS;
  const country = options.country ?? null;
  const io = (at = now()): LocationIO => ({ now: at, document: options.document });
  const car = () => store.get(carAtom);
  /** The page's location while it is the car's (alive, in the country), with its time. */
  const placed = () => currentLocation(store.get(locationAtom), country, ttl, now());

  const commit = (next: StoredCar): CarState => {
    store.set(carAtom, withTotals(next));
    const saved = car();
    writeStoredCar(saved, placed()?.savedAt ?? null, now());
    return saved;
  };

  const update = (changes: CarPatch): CarState => {
    const patch = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as CarPatch;
    if ('location' in patch) store.set(setLocationAtom, patch.location ?? null, ttl, io());
    return commit({ ...car(), ...staleCarData(car(), patch), ...patch });
  };

  const rulesState = (): RulesState => ({
    catalog: store.get(catalogAtom),
    parts: car().parts,
    color: car().color,
  });

  return {
    /** The current car. */
    car,
    /** Changes fields of the car (undefined values are ignored) and saves. */
    update,
    /**
     * Sets `isReady` (seed 000 §3): a version, a colour and, when the version offers coatings, a coating
     * are chosen. Saves only a change.
     */
    markReady(coatingsOffered: boolean): CarState {
      const ready = isCarReady(car(), coatingsOffered);
      return ready === car().isReady ? car() : update({ isReady: ready });
    },
    /** Keeps the version's stock availability with the car (null: none); another version drops it. */
    setStock: (stock: ScreenData) => update({ stock: screenData(stock) }),
    /** Keeps the chosen funding plan with the car; a change of version, parts, colour or price drops it. */
    setFunding: (funding: ScreenData) => update({ funding: screenData(funding) }),
    /** Keeps the e-commerce prices (the reservation price) with the car; a change they price drops them. */
    setEcommerce: (ecommerce: ScreenData) => update({ ecommerce: screenData(ecommerce) }),
    /** Sets the location: the page's, saved with the car and in the cookie without influence areas and regionals. */
    setLocation: (location: Location | null) => update({ location }),
    /** Sets what the version offers (not saved). */
    setCatalog: (catalog: Catalog) => store.set(catalogAtom, catalog),
    /** Chooses a colour if the selected parts allow it; false (and no change) otherwise. */
    chooseColor(colorId: string): boolean {
      const state = rulesState();
      const color = state.catalog.colors.find((candidate) => candidate.id === colorId);
      if (!color || !isColorValid(state, colorId)) return false;
      update({ color });
      return true;
    },
    /** Plans adding or removing a part and keeps the plan pending (for the modal); the car is unchanged. */
    planSelection(partId: string, action: SelectionAction): SelectionPlan {
      const plan = planSelection(rulesState(), partId, action);
      store.set(pendingPlanAtom, plan);
      return plan;
    },
    /** Folds the user's picks into the pending plan (to show what they bring); the car is unchanged. */
    refinePlan(choices: PlanChoices): SelectionPlan | null {
      const pending = store.get(pendingPlanAtom);
      if (!pending) return null;
      const plan = refinePlan(rulesState(), pending, choices);
      store.set(pendingPlanAtom, plan);
      return plan;
    },
    /**
     * Applies the pending plan (or `plan`) with the user's choices and saves; returns the applied plan so the
     * screen can go to the colour step. Throws `RuleError` and keeps the plan pending when it cannot apply.
     */
    confirmPlan(choices: PlanChoices = {}, plan = store.get(pendingPlanAtom)): SelectionPlan | null {
      if (!plan) return null;
      const next = applyPlan(rulesState(), plan, choices);
      store.set(pendingPlanAtom, null);
      if (next.parts !== car().parts || next.color !== car().color)
        update({ parts: [...next.parts], color: next.color });
      return plan;
    },
    /** Drops the pending plan: the car stays as it was. */
    cancelPlan: () => store.set(pendingPlanAtom, null),
    /** Puts a car in the store, with all prices cleared (they are fetched again) and marked as loaded from storage. */
    saveCar: (next: StoredCar) => commit(asSavedCar(next)),
    /** Empties colour, coating, mvs, grouped mvs, prices, parts, services and totals. */
    clearCar: () =>
      commit({
        ...car(),
        color: null,
        coating: null,
        mvs: null,
        groupedMvs: [],
        prices: NO_PRICES,
        parts: [],
        services: [],
      }),
    /** Blanks the chassis and plate number of the car. */
    removeOwnedCarInfo: () => {
      const mvs = car().mvs;
      return mvs ? commit({ ...car(), mvs: { ...mvs, chassis: '', plateNumber: '' } }) : car();
    },
    /**
     * Restores the brand's stored car after a reload (see `readStoredCar`): true when one was valid. It is
     * loaded like `saveCar` but not written back, so reloading does not extend its 4-hour life. Without one
     * the car is emptied for the brand. The page's location is read (local storage, else the cookie) unless
     * the store has it; when there is none, it starts from the stored car's or the market's country
     * (`startingLocation`).
     */
    restoreCar(brand: Brand): boolean {
      store.set(pendingPlanAtom, null);
      store.set(carLocationRulesAtom, { country, ttlMs: ttl, now });
      store.set(loadLocationAtom, io());
      const stored = readStoredCar(brand, now(), ttl);
      const start = placed() ? null : startingLocation(stored, country, now());
      if (start) store.set(setLocationAtom, start.location, ttl, io(start.savedAt));
      if (stored) {
        store.set(carAtom, withTotals(asSavedCar(stored.car)));
        return true;
      }
      store.set(carAtom, emptyCar(brand));
      return false;
    },
    /** The ids of the current configuration, for a share link (see `encodeConfiguration`). */
    snapshot: (): ConfigurationSnapshot | null => configurationSnapshot(car()),
  };
}

/** Seed 000 §4 "saving a car": its prices cleared (fetched again) and marked as loaded from storage. */
function asSavedCar(car: StoredCar) {
  return { ...car, prices: NO_PRICES, loadedFromLocalStorage: true, updatePrice: true };
}

/** The actions returned by {@link createConfiguratorActions}. */
export type ConfiguratorActions = ReturnType<typeof createConfiguratorActions>;
