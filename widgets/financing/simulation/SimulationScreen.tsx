import type { NormalizedSimulation, SimulatedSource } from '../../../api/financing/types.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { formatMoney, formatPercent } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../../domain/car/financedCar.ts';
import { nearest, type SliderBounds } from '../../../domain/financing/bounds.ts';
import { PlanFigures } from '../../../domain/financing/PlanFigures.tsx';
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
  const { entrance, installments, finalInstallment } = bounds;
  const termIndex = Math.max(0, installments.indexOf(params.numberOfInstallments));
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
      <div className="fin-sliders">
        <Slider
          name="entrance"
          label={t('entrance')}
          value={params.entrancePercent}
          min={entrance.min}
          max={entrance.max}
          step={entrance.step}
          valueText={(p) =>
            t('entranceValue', {
              value: money((car.price * p) / 100),
              percent: formatPercent(p, context.market),
            })
          }
          onChange={(p) => onParams({ ...params, entrancePercent: p })}
        />
        {installments.length > 0 && (
          <Slider
            name="installments"
            label={t('installments')}
            value={termIndex}
            min={0}
            max={installments.length - 1}
            step={1}
            valueText={(i) => t('installmentsValue', { count: installments[i] ?? 0 })}
            onChange={(i) =>
              onParams({ ...params, numberOfInstallments: installments[i] ?? params.numberOfInstallments })
            }
          />
        )}
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
      </div>
      <section
        className="hub-card fin-result"
        aria-labelledby="fin-result-title"
        aria-busy={loading || undefined}
        data-loading={loading ? '' : undefined}
      >
        <h3 className="hub-subtitle" id="fin-result-title">
          {t('resultTitle')}
        </h3>
        {simulation.status === 'error' ? (
          <LoadFailed
            message={simulation.failure === 'combination' ? t('unavailableOne') : t('unavailable')}
            onRetry={simulation.retry}
            retryLabel={t('retry')}
          >
            {simulation.failure === 'combination' && <p>{t('otherTerm')}</p>}
            <p>{t('callDealer')}</p>
          </LoadFailed>
        ) : result ? (
          <>
            <PlanFigures t={t} result={result} live />
            {loading && <p className="hub-text-muted">{t('simulating')}</p>}
            <div className="hub-row">
              <button
                type="button"
                className="hub-button"
                disabled={loading}
                onClick={() => onChoose(result)}
              >
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
          </>
        ) : (
          <Skeleton className="hub-stack" lines={2}>
            <p className="hub-text-muted" role="status">
              {t('simulating')}
            </p>
          </Skeleton>
        )}
      </section>
    </section>
  );
}
