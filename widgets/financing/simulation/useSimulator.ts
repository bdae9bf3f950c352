import { useEffect, useMemo, useState } from 'react';
import type { SimulatedSource, SimulationInput } from '../../../api/financing/types.ts';
import { type FundingDefaults, getFundingDefaults } from '../../../api/funding.ts';
import { useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../../domain/car/financedCar.ts';
import { nearest, sliderBounds } from '../../../domain/financing/bounds.ts';
import { totalOf } from '../../../domain/financing/totalOf.ts';
import { useSimulation } from '../../../domain/financing/useSimulation.ts';
import { balloonOf } from '../steps.ts';

/** What the sliders are set to. */
export interface SimulationParams {
  entrancePercent: number;
  numberOfInstallments: number;
  finalInstallmentPercentage: number;
}

/**
 * The simulator of a source: a reopened simulation's `initial` values, else the server's defaults (PSA has no defaults call: the CDC one serves it)
 * set the sliders first (30 % entrance, 48 months and the final installment nearest 25 % when the
 * server gives none) unless `initial` ones are given (back from signing in), then the car and the
 * sliders are simulated and bound the sliders in turn.
 */
export function useSimulator(
  car: FinancedCar | null,
  source: SimulatedSource | null,
  planId?: string,
  initial?: SimulationParams,
) {
  const { context, emit } = useWidget();
  const defaultsOf = source === 'NEXT' ? 'NEXT' : 'CDC';
  const defaults = useResource<FundingDefaults>(
    source ? `defaults:${defaultsOf === 'NEXT' ? 'next' : 'cdc'}` : null,
    (signal) => getFundingDefaults(context, defaultsOf, signal),
  );
  const settled = defaults.status === 'success' || defaults.status === 'error';
  const serverDefaults: FundingDefaults = defaults.data ?? {};
  const [params, setParams] = useState<SimulationParams | null>(initial ?? null);
  useEffect(() => {
    if (!settled || params) return;
    // A reopened simulation starts where the shopper left it.
    if (initial) {
      setParams(initial);
      return;
    }
    const finals = serverDefaults.finalInstallmentPercents ?? [];
    setParams({
      entrancePercent: serverDefaults.entrancePercent ?? 30,
      numberOfInstallments: serverDefaults.defaultInstallments ?? 48,
      finalInstallmentPercentage: finals.length ? nearest(finals, 25) : 0,
    });
  }, [settled, params, serverDefaults, initial]);

  const input = useMemo<SimulationInput | null>(
    () =>
      car && params && source && (source !== 'CDC' || car.colorCode)
        ? {
            mvs: car.mvs,
            year: car.year,
            price: car.price,
            colorCode: car.colorCode,
            entrancePercent: params.entrancePercent,
            numberOfInstallments: params.numberOfInstallments,
            finalInstallmentPercentage: balloonOf(source) ? params.finalInstallmentPercentage : 0,
            ...(planId ? { planId } : {}),
            partIds: car.partIds,
          }
        : null,
    [car, params, source, planId],
  );
  const simulation = useSimulation(source, input, (simulated, asked, result) =>
    emit('hub-simulation-change', {
      source: simulated,
      entrancePercent: asked.entrancePercent,
      entranceValue: result.entranceValue,
      numberOfInstallments: result.totalInstallments,
      installmentsValue: result.installmentsValue,
      finalInstallmentPercentage: asked.finalInstallmentPercentage ?? 0,
      finalInstallmentValue: result.finalInstallmentValue,
      total: totalOf(result),
    }),
  );
  const bounds = sliderBounds(serverDefaults, simulation.result, balloonOf(source));
  return { params, setParams, bounds, simulation };
}
