import { useEffect, useRef } from 'react';
import { getEvents } from '../../api/events.ts';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { eventWhen } from './eventWhen.ts';
import type { EventsT } from './i18n.ts';
import { StandingNote } from './StandingNote.tsx';

interface Props {
  t: EventsT;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onOpen: (eventId: string) => void;
  /** The event the user came back from: its button takes the focus again. */
  cameFrom: string | null;
}

/** One page of the brand's events, each with its date, place and standing in words, and a pager. */
export function EventList({ t, page, pageSize, onPage, onOpen, cameFrom }: Props) {
  const { context } = useWidget();
  const list = useResource(`events:${page}:${pageSize}`, (signal) =>
    getEvents(context, { page, size: pageSize }, signal),
  );
  useReadyWhen(list.status === 'success' || list.status === 'error');
  const pageRef = useRef<HTMLParagraphElement>(null);
  const backTo = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (list.status !== 'success') return;
    if (moved.current) pageRef.current?.focus();
    else backTo.current?.focus();
    moved.current = false;
  }, [list.status]);

  if (list.status === 'error')
    return <LoadFailed failure={list.failure} message={t('loadFailed')} onRetry={list.retry} />;
  if (list.status !== 'success')
    return (
      <Skeleton lines={4}>
        <p className="hub-hint" role="status">
          {t('loading')}
        </p>
      </Skeleton>
    );
  const { content, totalElements } = list.data;
  if (content.length === 0) return <EmptyState message={t('empty')} next={t('emptyNext')} />;
  const pages = Math.max(1, Math.ceil(totalElements / pageSize));
  const go = (to: number) => {
    moved.current = true;
    onPage(to);
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics under list-style: none (themes/README.md) */}
      <ul className="hub-list events-list" role="list" aria-label={t('listLabel')}>
        {content.map((event) => (
          <li key={event.id} className="hub-card hub-stack events-card">
            <h3 className="hub-subtitle">{event.title}</h3>
            <p className="hub-text-muted">
              {eventWhen(event, context.market)} · {event.kind === 'VIRTUAL' ? t('online') : event.city}
            </p>
            <StandingNote t={t} event={event} />
            <p>
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                part="button"
                ref={event.id === cameFrom ? backTo : undefined}
                aria-label={t('detailsOf', { title: event.title })}
                onClick={() => onOpen(event.id)}
              >
                {t('details')}
              </button>
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="hub-row events-pager" aria-label={t('pages')}>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            disabled={page === 0}
            onClick={() => go(page - 1)}
          >
            {t('previous')}
          </button>
          <p ref={pageRef} tabIndex={-1} aria-live="polite">
            {t('page', { page: page + 1, pages })}
          </p>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            disabled={page + 1 >= pages}
            onClick={() => go(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}
