import { atom } from 'jotai/vanilla';
import { DEFAULT_BRAND } from '../../../core/brands.ts';
import type { Catalog, SelectionPlan } from '../rules/types.ts';
import { type CarState, emptyCar } from './CarState.ts';

/**
 * The configurator's atoms, meant for `hubStore` (core/store.ts) so every widget of the page sees the
 * same car. Change them through `createConfiguratorActions`, which saves every change.
 */

/** The current car. */
export const carAtom = atom<CarState>(emptyCar(DEFAULT_BRAND));

/** What the car's version offers (parts and colours), loaded by the screens; not saved. */
export const catalogAtom = atom<Catalog>({ parts: {}, colors: [] });

/** The plan waiting in the confirmation modal, or null. */
export const pendingPlanAtom = atom<SelectionPlan | null>(null);

/** When the location was last set (ms since the epoch), for its lifetime; null without a location. */
export const locationSavedAtAtom = atom<number | null>(null);
