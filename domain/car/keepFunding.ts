import { useEffect } from 'react';
import type { Brand } from '../../core/brands.ts';
import { hubStore } from '../../core/store.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { carAtom } from './store/atoms.ts';
import type { ConfiguratorActions } from './store/createConfiguratorActions.ts';
import { useConfiguratorActions } from './useConfiguratorActions.ts';

type Store = typeof hubStore;

/** A chosen financing plan as the current car keeps it (seed 000 §4 `funding`). */
export type CarFunding = Record<string, unknown>;

/**
 * Keeps a financing plan with the configurator's car of this page (the current car's `funding`), or
 * lets it go (null), when that car is the one financed: same brand and version. A car only in storage
 * (configured on another page) or another version is left alone. True when the car holds it now.
 * A change of what is priced drops it again (`staleCarData`), so a plan never outlives its car.
 */
export function keepFundingWithCar(
  store: Store,
  actions: Pick<ConfiguratorActions, 'setFunding'>,
  brand: Brand,
  mvs: string,
  funding: CarFunding | null,
): boolean {
  const car = store.get(carAtom);
  if (car.brand !== brand || car.mvs?.code !== mvs) return false;
  if (JSON.stringify(car.funding) !== JSON.stringify(funding)) actions.setFunding(funding);
  return true;
}

/**
 * In a widget: the plan chosen for the car of `mvs` kept with the configurator's car of the page
 * (see `keepFundingWithCar`) whenever the plan or the car changes.
 */
export function useKeepFunding(mvs: string | undefined, funding: CarFunding | null): void {
  const { context } = useWidget();
  const actions = useConfiguratorActions();
  const key = JSON.stringify(funding);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan is compared by its contents (key)
  useEffect(() => {
    if (mvs) keepFundingWithCar(hubStore, actions, context.brand, mvs, funding);
  }, [actions, context.brand, mvs, key]);
}
