import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadColors } from '../../api/car.ts';
import { type FundingDefaults, getFundingDefaults, type KeptSimulation } from '../../api/funding.ts';
import { getCookie } from '../../core/cookies.ts';
import { GuardError, isUnauthorized } from '../../core/errors.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { sliderBounds } from '../financing/bounds.ts';
import { useSimulation } from '../financing/useSimulation.ts';
import {
  carOfOffer,
  type FundedCar,
  type FundingOffer,
  type FundingParams,
  isOfCar,
  offerColor,
  simulationInputOf,
} from './fundedCar.ts';
import { keepOfferSimulation } from './keepOfferSimulation.ts';

/** Where keeping the plan with the offer stands. */
export type KeepState =
  | { status: 'idle' | 'sending' | 'failed' | 'signedOut' | 'refused' }
  | { status: 'kept'; simulation: KeptSimulation };

/**
 * The calculator's state: the car on screen (the offer's, in the offer's colour or the version's
 * first, until the shopper changes it), the sliders from the CDC defaults (30 % and 48 months when the
 * service gives none), the debounced simulation of that car, and keeping the plan with the offer.
 * A plan is shown and kept only when it answers the car on screen.
 */
export function useOfferFunding(offer: FundingOffer, onKept?: (simulation: KeptSimulation) => void) {
  const { context } = useWidget();
  const colors = useResource(`colors:${offer.mvsCode}`, (signal) =>
    loadColors(context, offer.mvsCode, signal),
  );
  const [chosen, setChosen] = useState<FundedCar | null>(null);
  const offerCar = useMemo(() => {
    const color = colors.data ? offerColor(offer, colors.data) : null;
    return color ? carOfOffer(offer, color) : null;
  }, [offer, colors.data]);
  const car = chosen ?? offerCar;

  const defaults = useResource<FundingDefaults>('defaults:cdc', (signal) =>
    getFundingDefaults(context, 'CDC', signal),
  );
  const [params, setParams] = useState<FundingParams | null>(null);
  const settled = defaults.status === 'success' || defaults.status === 'error';
  useEffect(() => {
    if (!settled || params) return;
    setParams({
      entrancePercent: defaults.data?.entrancePercent ?? 30,
      numberOfInstallments: defaults.data?.defaultInstallments ?? 48,
    });
  }, [settled, params, defaults.data]);

  const input = useMemo(() => (car && params ? simulationInputOf(car, params) : null), [car, params]);
  const simulation = useSimulation('CDC', input);
  const result = isOfCar(simulation.input, car) ? simulation.result : null;
  const bounds = sliderBounds(defaults.data ?? {}, result, false);

  const [keep, setKeep] = useState<KeepState>({ status: 'idle' });
  const sending = useRef(false);
  const changeCar = useCallback((next: FundedCar) => {
    setChosen(next);
    setKeep({ status: 'idle' });
  }, []);
  const changeParams = useCallback((next: FundingParams) => {
    setParams(next);
    setKeep({ status: 'idle' });
  }, []);

  const keepPlan = useCallback(async () => {
    const asked = simulation.input;
    if (!asked || !isOfCar(asked, car) || sending.current) return;
    if (!getCookie(context.authCookie)) return setKeep({ status: 'signedOut' });
    sending.current = true;
    setKeep({ status: 'sending' });
    try {
      const kept = await keepOfferSimulation(context, offer.id, asked);
      setKeep({ status: 'kept', simulation: kept });
      onKept?.(kept);
    } catch (error) {
      setKeep({
        status: error instanceof GuardError ? 'refused' : isUnauthorized(error) ? 'signedOut' : 'failed',
      });
    } finally {
      sending.current = false;
    }
  }, [simulation.input, car, context, offer.id, onKept]);

  return { car, colors, params, changeParams, changeCar, simulation, result, bounds, keep, keepPlan };
}
