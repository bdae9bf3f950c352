import { type ReactNode, useId } from 'react';
import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { PlanFigures } from '../financing/PlanFigures.tsx';
import type { SimulationState } from '../financing/useSimulation.ts';
import type { OfferFundingT } from './i18n.ts';

interface Props {
  t: OfferFundingT;
  simulation: SimulationState & { retry: () => void };
  /** The plan of the car on screen (null while the car's first plan loads). */
  result: NormalizedSimulation | null;
  /** What to offer under the plan (keeping it with the offer). */
  children: ReactNode;
}

/**
 * The plan of the car on screen: installments, entrance, total and CET/CFT as hub-financing shows
 * them; the seed's 'simulations unavailable' with a retry when the service fails.
 */
export function PlanResult({ t, simulation, result, children }: Props) {
  const titleId = useId();
  const loading = simulation.status === 'loading';
  return (
    <section
      className="hub-card fin-result hub-stack"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      <h3 className="hub-subtitle" id={titleId}>
        {t('planTitle')}
      </h3>
      {simulation.status === 'error' ? (
        <LoadFailed
          message={simulation.failure === 'combination' ? t('unavailableOne') : t('unavailable')}
          onRetry={simulation.retry}
        >
          <p>{t('callDealer')}</p>
        </LoadFailed>
      ) : result ? (
        <>
          <PlanFigures t={t} result={result} live />
          {loading ? <p className="hub-text-muted">{t('simulating')}</p> : children}
        </>
      ) : (
        <Skeleton className="hub-stack" lines={2}>
          <p className="hub-text-muted" role="status">
            {t('simulating')}
          </p>
        </Skeleton>
      )}
    </section>
  );
}
