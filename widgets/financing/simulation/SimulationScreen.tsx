import type { NormalizedSimulation, SimulatedSource } from '../../../api/financing/types.ts';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { formatMoney, formatPercent } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../../domain/car/financedCar.ts';
import { nearest, type SliderBounds } from '../../../domain/financing/bounds.ts';
import { PlanResult } from '../../../domain/financing/PlanResult.tsx';
import { PlanSliders } from '../../../domain/financing/PlanSliders.tsx';
import { Slider } from '../../../domain/financing/Slider.tsx';
import type { SimulationState } from '../../../domain/financing/useSimulation.ts';
import type { FinancingT } from '../i18n.ts';
import type { SimulationParams } from './useSimulator.ts';

interface Props {
  t: FinancingT;
  car: FinancedCar;
  source: SimulatedSource;
  onSource: (source: SimulatedSource) => void;
  params: SimulationParams;
  onParams: (params: SimulationParams) => void;
  bounds: SliderBounds;
  simulation: SimulationState & { retry: () => void };
  onChoose: (result: NormalizedSimulation) => void;
  /** Opens the comparator of terms. */
  onCompare: () => void;
}

const PSA_PLANS: SimulatedSource[] = ['PSA_TRADITIONAL', 'PSA_BALAO'];

/** The simulator: entrance, term and final-installment sliders bounded by the server, and the result. */
export function SimulationScreen({
  t,
  car,
  source,
  onSource,
  params,
  onParams,
  bounds,
  simulation,
  onChoose,
  onCompare,
}: Props) {
  const { context } = useWidget();
  const money = (value: number) => formatMoney(value, context.market);
  const { installments, finalInstallment } = bounds;
  const finalIndex = finalInstallment
    ? Math.max(0, finalInstallment.indexOf(params.finalInstallmentPercentage))
    : 0;
  const result = simulation.result;
  const loading = simulation.status === 'loading';
  return (
    <section className="hub-stack" aria-labelledby="fin-sim-title">
      <h2 className="hub-title" id="fin-sim-title">
        {t('title')}
      </h2>
      <p className="hub-text-muted">{t('carPrice', { price: money(car.price) })}</p>
      {PSA_PLANS.includes(source) && (
        <Segmented
          name="plan"
          legend={t('plan')}
          options={PSA_PLANS.map((plan) => ({ value: plan, label: t(`source.${plan}` as 'source.CDC') }))}
          value={source}
          onChange={onSource}
        />
      )}
      <PlanSliders t={t} price={car.price} params={params} bounds={bounds} onParams={onParams}>
        {finalInstallment && finalInstallment.length > 0 && (
          <Slider
            name="finalInstallment"
            label={t('finalInstallment')}
            value={finalIndex}
            min={0}
            max={finalInstallment.length - 1}
            step={1}
            valueText={(i) => {
              const p = finalInstallment[i] ?? 0;
              return t('entranceValue', {
                value: money((car.price * p) / 100),
                percent: formatPercent(p, context.market),
              });
            }}
            onChange={(i) =>
              onParams({
                ...params,
                finalInstallmentPercentage:
                  finalInstallment[i] ?? nearest(finalInstallment, params.finalInstallmentPercentage),
              })
            }
          />
        )}
      </PlanSliders>
      <PlanResult
        t={t}
        title={t('resultTitle')}
        simulation={simulation}
        result={result}
        retryLabel={t('retry')}
        combinationNote={<p>{t('otherTerm')}</p>}
      >
        {result && (
          <div className="hub-row">
            <button type="button" className="hub-button" disabled={loading} onClick={() => onChoose(result)}>
              {t('choosePlan')}
            </button>
            {installments.length > 1 && (
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                disabled={loading}
                onClick={onCompare}
              >
                {t('compare')}
              </button>
            )}
          </div>
        )}
      </PlanResult>
    </section>
  );
}
