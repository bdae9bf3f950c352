import { useEffect, useMemo, useRef } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { eventStanding } from './eventStanding.ts';
import { eventWhen } from './eventWhen.ts';
import type { EventsT } from './i18n.ts';
import { type Outcome, OutcomeNote } from './OutcomeNote.tsx';
import { ParticipantAdmin } from './ParticipantAdmin.tsx';
import { StandingNote, standingText } from './StandingNote.tsx';
import { useEventDetail } from './useEventDetail.ts';
import { VirtualEventAdmin } from './VirtualEventAdmin.tsx';

interface Props {
  t: EventsT;
  eventId: string;
  /** Whether the user may see the participant details and remove participants (event_admin). */
  admin: boolean;
  /** Back to the list; absent when the page opened this event only. */
  onBack?: (() => void) | undefined;
}

/**
 * An event: when and where, its standing in words, the enrol button while it is open, the virtual
 * event's address for the enrolled, the participants (and for admins, the CSV and removals, and a
 * virtual event's confirm, cancel and update).
 */
export function EventDetail({ t, eventId, admin, onBack }: Props) {
  const { context } = useWidget();
  const roles = useT(roleMessages);
  const { resource, event, outcome, busy, enroll, dropParticipant, reload } = useEventDetail(eventId);
  useReadyWhen(event !== null || resource.status === 'error');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loaded = event !== null;
  useEffect(() => {
    if (loaded && onBack) titleRef.current?.focus();
  }, [loaded, onBack]);
  const outcomeText = !event
    ? null
    : outcome === 'enrolled'
      ? t('enrolled')
      : outcome === 'refused'
        ? eventStanding(event) === 'full'
          ? t('filledUp')
          : standingText(t, event)
        : outcome === 'forbidden'
          ? roles('forbidden')
          : outcome === 'failed'
            ? t('failure')
            : null;
  const tone = outcome === 'enrolled' ? 'success' : 'error';
  // One note per text: the same words read again are not announced (nor focused) twice.
  const note = useMemo<Outcome | null>(
    () => (outcomeText ? { tone, text: outcomeText } : null),
    [tone, outcomeText],
  );

  const back = onBack && (
    <p>
      <button type="button" className="hub-button" data-variant="secondary" part="button" onClick={onBack}>
        {t('back')}
      </button>
    </p>
  );
  if (!event)
    return (
      <>
        {back}
        {resource.status === 'error' ? (
          <LoadFailed failure={resource.failure} message={t('loadFailed')} onRetry={resource.retry} />
        ) : (
          <Skeleton lines={4}>
            <p className="hub-hint" role="status">
              {t('loading')}
            </p>
          </Skeleton>
        )}
      </>
    );

  const standing = eventStanding(event);
  return (
    <article className="hub-stack events-detail" aria-labelledby="events-detail-title">
      {back}
      <h3 className="hub-subtitle" id="events-detail-title" ref={titleRef} tabIndex={-1}>
        {event.title}
      </h3>
      <p className="hub-text-muted">
        {eventWhen(event, context.market)} · {event.kind === 'VIRTUAL' ? t('online') : event.city}
      </p>
      <p>{event.description}</p>
      <OutcomeNote outcome={note} />
      {outcome !== 'enrolled' && <StandingNote t={t} event={event} />}
      {standing === 'open' && (
        <p>
          <button
            type="button"
            className="hub-button"
            part="button"
            aria-disabled={busy || undefined}
            onClick={() => void enroll()}
          >
            {busy ? t('enrolling') : t('enroll')}
          </button>
        </p>
      )}
      {standing === 'enrolled' && event.link && (
        <p>
          <a className="hub-button" part="button" href={event.link} target="_blank" rel="noopener noreferrer">
            {t('watch')}
          </a>
        </p>
      )}
      {admin && event.kind === 'VIRTUAL' && standing !== 'over' && (
        <VirtualEventAdmin
          t={t}
          eventId={event.id}
          eventTitle={event.title}
          cancelled={standing === 'cancelled'}
          onChanged={reload}
        />
      )}
      <section className="hub-stack" aria-labelledby="events-participants-title">
        <h4 className="hub-subtitle" id="events-participants-title">
          {t('participantsTitle', { count: event.enrolled, capacity: event.capacity })}
        </h4>
        {event.participants.length === 0 && <p className="hub-hint">{t('participantsEmpty')}</p>}
        {admin ? (
          <ParticipantAdmin
            t={t}
            eventId={event.id}
            eventTitle={event.title}
            participants={event.participants}
            onRemoved={dropParticipant}
          />
        ) : (
          event.participants.length > 0 && (
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics under list-style: none (themes/README.md)
            <ul className="hub-list events-participants" role="list">
              {event.participants.map((p) => (
                <li key={p.participantId}>{p.name}</li>
              ))}
            </ul>
          )
        )}
      </section>
    </article>
  );
}
