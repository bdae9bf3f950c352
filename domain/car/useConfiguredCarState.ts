import { useMemo } from 'react';
import type { Brand } from '../../core/brands.ts';
import { hubStore } from '../../core/store.ts';
import { useAtomValueInTransition } from '../../core/useAtomValueInTransition.ts';
import { configuredCarStateOf } from './configuredCarState.ts';
import { carAtom } from './store/atoms.ts';
import type { CarState } from './store/CarState.ts';

/**
 * The configured car in a component (see `configuredCarState`): the car configured for `brand` on
 * this page, followed live as the configurator changes it, else the one a configurator saved on
 * another page of the site. Null when there is none. For widgets that follow the car (financing,
 * reservation, garage): a change reaches them as a transition, after the configurator has painted.
 */
export function useConfiguredCarState(brand: Brand): CarState | null {
  const live = useAtomValueInTransition(carAtom, hubStore);
  return useMemo(() => configuredCarStateOf(live, brand), [live, brand]);
}
