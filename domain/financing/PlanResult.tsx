import { type ReactNode, useId } from 'react';
import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import type { PlanT } from './i18n.ts';
import { PlanFigures } from './PlanFigures.tsx';
import type { SimulationState } from './useSimulation.ts';

interface Props {
  t: PlanT;
  /** The card's level-3 heading. */
  title: string;
  simulation: SimulationState & { retry: () => void };
  /** The plan to show (null while the first one loads). */
  result: NormalizedSimulation | null;
  /** The retry button's text when it is not the core's. */
  retryLabel?: string | undefined;
  /** What else to say when this term or final installment is not offered (seed 000 §8 'No simulation found…'). */
  combinationNote?: ReactNode;
  /** What to offer under the plan (choose it, compare, keep it); shown while a new plan loads too. */
  children?: ReactNode;
}

/**
 * A simulated plan in its card: the figures (installments, entrance, total, CET/CFT) announced as they
 * change, 'Simulando…' while a new one loads, a skeleton before the first, and the seed's 'simulations
 * unavailable' with a retry and whom to call when the service fails.
 */
export function PlanResult({ t, title, simulation, result, retryLabel, combinationNote, children }: Props) {
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
        {title}
      </h3>
      {simulation.status === 'error' ? (
        <LoadFailed
          failure={simulation.failure}
          message={simulation.failure === 'combination' ? t('unavailableOne') : t('unavailable')}
          onRetry={simulation.retry}
          retryLabel={retryLabel}
        >
          {simulation.failure === 'combination' && combinationNote}
          <p>{t('callDealer')}</p>
        </LoadFailed>
      ) : result ? (
        <>
          <PlanFigures t={t} result={result} live />
          {loading && <p className="hub-text-muted">{t('simulating')}</p>}
          {children}
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
