import type { RentalTimelineStep } from '../../../api/rental.ts';
import { formatDate } from '../../../core/format.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { proposalMessages } from './i18n.ts';
import { StatusTag } from './StatusTag.tsx';
import { timelineOf } from './timeline.ts';

const STATE_WORD = { done: 'stepDone', current: 'stepCurrent', ahead: 'stepAhead' } as const;

/** A proposal's timeline: every step in words and tag colour, its date once reached, the current one marked. */
export function Timeline({ steps }: { steps: readonly RentalTimelineStep[] }) {
  const { context } = useWidget();
  const t = useT(proposalMessages);
  return (
    <section className="hub-stack" aria-label={t('timeline')}>
      <h4 className="hub-subtitle">{t('timeline')}</h4>
      <ol className="rental-timeline">
        {timelineOf(steps).map((entry) => (
          <li
            key={entry.status}
            data-state={entry.state}
            aria-current={entry.state === 'current' ? 'step' : undefined}
          >
            <StatusTag status={entry.status} />
            <span className="hub-hint">
              {t(STATE_WORD[entry.state])}
              {entry.at && ` · ${t('on', { date: formatDate(entry.at, context.market) })}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
