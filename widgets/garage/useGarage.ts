import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GarageWish } from '../../api/garage.payloads.ts';
import {
  addWantedCar,
  type Garage,
  type GarageCar,
  type GarageShelf,
  loadGarage,
  removeGarageCar,
} from '../../api/garage.ts';
import { getCookie } from '../../core/cookies.ts';
import { failureKind } from '../../core/errors.ts';
import { hubStore } from '../../core/store.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { configuredCarOf, useConfiguredCarState } from '../../domain/car/index.ts';
import { createConfiguratorActions } from '../../domain/car/store/createConfiguratorActions.ts';
import { forgetOwnedCar } from './forgetOwnedCar.ts';

/** What the garage says after an action: the message id and the car it names. */
export interface GarageNotice {
  kind: 'addedOwned' | 'addedWanted' | 'removed';
  car: GarageCar;
}

/** The failure kind an event reports. */
const codeOf = (error: unknown) => failureKind(error);

/**
 * The state of hub-garage: the three lists (loaded once, then read again in place after each change so
 * nothing blinks), the configured car that may be saved as wanted, the last action's notice, and the
 * actions, each sent once by the dialog that confirms it and reported as `hub-submit-*` events.
 */
export function useGarage() {
  const { context, emit } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie));
  const loaded = useResource(signedIn && context.services.garage ? 'garage' : null, (signal) =>
    loadGarage(context, signal),
  );
  const [garage, setGarage] = useState<Garage | null>(null);
  const [notice, setNotice] = useState<GarageNotice | null>(null);
  const retryLoad = loaded.retry;
  useEffect(() => {
    if (loaded.status === 'success') setGarage(loaded.data);
  }, [loaded.status, loaded.data]);

  const configuredState = useConfiguredCarState(context.brand);
  const configured = useMemo(
    () => (configuredState ? configuredCarOf(configuredState) : null),
    [configuredState],
  );
  const carActions = useRef<ReturnType<typeof createConfiguratorActions> | null>(null);

  /** Reads the lists again after a change; a failed read falls back to the full load and its retry. */
  const refresh = useCallback(
    async (after: GarageNotice) => {
      try {
        setGarage(await loadGarage(context));
      } catch {
        setGarage(null);
        retryLoad();
      }
      setNotice(after);
    },
    [context, retryLoad],
  );

  /** Removes a car from its list (the dialog calls it; a throw is shown there). */
  const remove = async (shelf: GarageShelf, car: GarageCar) => {
    try {
      await removeGarageCar(context, shelf, car.id);
    } catch (error) {
      emit('hub-submit-error', { form: 'garage-remove', shelf, code: codeOf(error) });
      throw error;
    }
    if (shelf === 'owned') {
      carActions.current ??= createConfiguratorActions(hubStore, {
        locationTtlMs: context.settings['location-ttl'],
        country: context.country,
      });
      forgetOwnedCar(carActions.current, context.brand, car);
    }
    emit('hub-submit-success', { form: 'garage-remove', shelf, id: car.id });
  };

  /** Saves a version as wanted (the dialog calls it; a throw is shown there). */
  const saveWanted = async (wish: GarageWish): Promise<GarageCar> => {
    try {
      const saved = await addWantedCar(context, wish);
      emit('hub-submit-success', { form: 'garage-add-wanted', shelf: 'wanted', id: saved.id });
      return saved;
    } catch (error) {
      emit('hub-submit-error', { form: 'garage-add-wanted', shelf: 'wanted', code: codeOf(error) });
      throw error;
    }
  };

  const wantedAlready = (mvs: string, year: number) =>
    Boolean(garage?.wanted.some((car) => car.mvsCode === mvs && car.year === year));

  return {
    signedIn,
    /** The lists as shown (null until loaded, or while a failed refresh loads them again). */
    garage,
    loadStatus: loaded.status,
    /** Why the lists failed to load (for `LoadFailed`). */
    loadFailure: failureOf(loaded),
    retryLoad,
    /** The car being configured, when it can still be saved as wanted. */
    configured: configured && !wantedAlready(configured.mvs, configured.year) ? configured : null,
    wantedAlready,
    notice,
    clearNotice: () => setNotice(null),
    refresh,
    remove,
    saveWanted,
  };
}

/** The garage's state, as the screens receive it. */
export type GarageState = ReturnType<typeof useGarage>;
