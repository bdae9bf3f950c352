import { useCallback, useEffect, useState } from 'react';
import type { FundingSource } from '../../api/financing/types.ts';
import { simulateFinancing } from '../../api/funding.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { discountedInput } from './discountedInput.ts';
import type { ChosenPlan } from './useSimulation.ts';

/** The chosen plan with an applied coupon: re-simulating, done, or failed (then `retry`). */
export interface DiscountedPlan {
  plan: ChosenPlan | null;
  status: 'idle' | 'loading' | 'error';
  retry: () => void;
}

/**
 * The chosen plan as it is sent and printed: without a coupon the plan itself; with one, the plan
 * simulated again by `source` with the coupon's discount off the price ({@link discountedInput}), its
 * result carrying the discount. Until that answer comes (or when it fails) `status` says so and the
 * plan is the one without the discount.
 */
export function useDiscountedPlan(
  source: FundingSource | null,
  chosen: ChosenPlan | null,
  coupon: { name: string; discount: number } | null,
): DiscountedPlan {
  const { context } = useWidget();
  const [priced, setPriced] = useState<{ of: ChosenPlan; plan: ChosenPlan } | null>(null);
  const [status, setStatus] = useState<DiscountedPlan['status']>('idle');
  const [attempt, setAttempt] = useState(0);
  const name = coupon?.name;
  const percent = coupon?.discount;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again
  useEffect(() => {
    setPriced(null);
    if (!source || !chosen || name === undefined || percent === undefined || !(percent > 0)) {
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const { input, discount } = discountedInput(chosen.input, chosen.result.entranceValue, {
      name,
      discount: percent,
    });
    setStatus('loading');
    simulateFinancing(context, source, input, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setPriced({ of: chosen, plan: { input, result: { ...result, discount } } });
        setStatus('idle');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [source, chosen, name, percent, context, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const plan = priced && priced.of === chosen && name !== undefined ? priced.plan : chosen;
  return { plan, status, retry };
}
