import { forwardRef, useId, useState } from 'react';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import type { Translate } from '../../core/i18n.ts';
import type { recallSearchMessages } from './i18n.ts';
import { RecallItemCard } from './RecallItemCard.tsx';
import { isOpen, type RecallItem, type RecallResult } from './recallResult.ts';

type T = Translate<(typeof recallSearchMessages)['pt-BR']>;

function ItemList({
  items,
  chassis,
  t,
  title,
  empty,
  next,
  onUpdated,
}: {
  items: RecallItem[];
  chassis: string | null;
  t: T;
  title: string;
  empty: string;
  /** What to do next when the list is empty. */
  next?: string | undefined;
  onUpdated: (item: RecallItem) => void;
}) {
  const id = useId();
  return (
    <section className="hub-stack" aria-labelledby={id}>
      <h3 className="hub-subtitle" id={id}>
        {title}
      </h3>
      {items.length === 0 ? (
        <EmptyState message={empty} next={next} />
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack" role="list">
          {items.map((item) => (
            <RecallItemCard
              key={`${item.kind}-${item.id}`}
              item={item}
              chassis={chassis}
              t={t}
              onUpdated={onUpdated}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The search result: the car, the chat-bot's answer in words, the open-recall summary (counting what
 * still waits for the owner, also after a repair is asked for here), recalls and software updates.
 */
export const RecallResults = forwardRef<HTMLElement, { result: RecallResult; t: T }>(function RecallResults(
  { result, t },
  ref,
) {
  const titleId = useId();
  const { vehicle, updates, message } = result;
  const [recalls, setRecalls] = useState(result.recalls);
  // A new search's result replaces what the cards of the previous one changed.
  const [shown, setShown] = useState(result);
  if (shown !== result) {
    setShown(result);
    setRecalls(result.recalls);
  }
  const onUpdated = (updated: RecallItem) =>
    setRecalls((list) => list.map((item) => (item.id === updated.id ? updated : item)));
  const openRecalls = recalls.filter(isOpen).length;
  const openUpdates = updates.filter(isOpen).length;
  return (
    <section className="hub-stack recall-results" aria-labelledby={titleId} ref={ref} tabIndex={-1}>
      <h3 className="hub-subtitle" id={titleId}>
        {t('resultsTitle')}
      </h3>
      <dl className="recall-vehicle" aria-label={t('vehicle')}>
        {vehicle.model && (
          <div>
            <dt>{t('vehicle')}</dt>
            <dd>{vehicle.model}</dd>
          </div>
        )}
        {vehicle.year && (
          <div>
            <dt>{t('vehicleYear')}</dt>
            <dd>{vehicle.year}</dd>
          </div>
        )}
        {vehicle.plate && (
          <div>
            <dt>{t('vehiclePlate')}</dt>
            <dd>{vehicle.plate}</dd>
          </div>
        )}
        {vehicle.chassis && (
          <div>
            <dt>{t('vehicleChassis')}</dt>
            <dd>{vehicle.chassis}</dd>
          </div>
        )}
      </dl>
      {message && (
        <p className="hub-alert recall-message" data-tone="info" part="alert">
          {message}
        </p>
      )}
      {openRecalls === 0 && openUpdates === 0 ? (
        <p className="hub-alert" data-tone="success" part="alert">
          {t('noOpenRecall')}
        </p>
      ) : (
        <p className="hub-alert" data-tone="warning" part="alert">
          {t('summary', { open: openRecalls, updates: openUpdates })}
        </p>
      )}
      {(
        [
          [recalls, t('recalls'), t('noRecalls'), t('noRecallsNext')],
          [updates, t('updates'), t('noUpdates'), undefined],
        ] as const
      ).map(([items, title, empty, next]) => (
        <ItemList
          key={title}
          items={items}
          chassis={vehicle.chassis}
          t={t}
          title={title}
          empty={empty}
          next={next}
          onUpdated={onUpdated}
        />
      ))}
    </section>
  );
});
