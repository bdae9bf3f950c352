import { formatDate } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { orderTimeline, type TimelineEntry } from './orderTimeline.ts';

interface Props {
  timeline: readonly TimelineEntry[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** The order's timeline in words, grouped by stage, each entry with its date. */
export function OrderTimelineList({ timeline, labelledBy }: Props) {
  const { context } = useWidget();
  return (
    <ol className="order-timeline" aria-labelledby={labelledBy}>
      {orderTimeline(timeline, context.market).map((group) => (
        <li key={`${group.stage}-${group.entries[0]?.at}-${group.entries[0]?.status}`}>
          <h4 className="order-stage">{group.label}</h4>
          <ol>
            {group.entries.map((entry) => (
              <li key={`${entry.status}-${entry.at}`}>
                <span>{entry.words}</span>{' '}
                <time dateTime={entry.at}>{formatDate(entry.at, context.market)}</time>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
