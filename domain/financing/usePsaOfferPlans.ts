import { simulatePsaOffers } from '../../api/funding.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import {
  isPsaBrand,
  type OfferPlan,
  offerPlansById,
  type PricedOffer,
  psaOfferCars,
} from './psaOfferPlans.ts';

const NONE = new Map<string, OfferPlan>();

/**
 * The PSA bank's plan of each car offer shown, on Peugeot, Citroën and DS pages (one
 * `v2/psa/financing/simulating-offers` call for the offers of a page); none for other brands, while
 * loading or when the bank does not answer (the offers are shown without a plan).
 */
export function usePsaOfferPlans(offers: readonly PricedOffer[] | undefined): Map<string, OfferPlan> {
  const { context } = useWidget();
  const cars = isPsaBrand(context.brand) && offers ? psaOfferCars(offers) : [];
  const key = cars.length ? `psa-offers:${context.market}:${JSON.stringify(cars)}` : null;
  const plans = useResource(key, async (signal) =>
    offerPlansById(await simulatePsaOffers(context, cars, signal)),
  );
  return plans.data ?? NONE;
}
