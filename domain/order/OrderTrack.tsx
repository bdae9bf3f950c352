import { useId } from 'react';
import { formatDate } from '../../core/format.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { orderMessages } from './i18n.ts';
import { orderProgress } from './orderProgress.ts';
import type { TimelineEntry } from './orderTimeline.ts';

interface Props {
  timeline: readonly TimelineEntry[];
  status: string;
}

/**
 * The order's track: reservation, vehicle mounted, vehicle produced, invoiced, dispatched, delivered to
 * customer, each done (with its date when the service gave one), current or next. The state is said in
 * words (not by colour alone) and the current step is `aria-current="step"`.
 */
export function OrderTrack({ timeline, status }: Props) {
  const { context } = useWidget();
  const t = useT(orderMessages);
  const id = useId();
  return (
    <>
      <h4 className="order-stage" id={id}>
        {t('trackTitle')}
      </h4>
      <ol className="order-track" aria-labelledby={id}>
        {orderProgress(timeline, status, context.market).map((step) => (
          <li
            key={step.code}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="order-track-label">{step.label}</span>{' '}
            <span className="order-track-state">({t(`state.${step.state}`)})</span>
            {step.at && (
              <>
                {' '}
                <time dateTime={step.at}>{formatDate(step.at, context.market)}</time>
              </>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
