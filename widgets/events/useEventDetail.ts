import { useEffect, useRef, useState } from 'react';
import { enrollInEvent, getEvent, type HubEventDetail } from '../../api/events.ts';
import { failureKind, isForbidden, ServiceError } from '../../core/errors.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** What the last enrolment attempt came to. */
export type EnrolOutcome = 'enrolled' | 'refused' | 'forbidden' | 'failed' | null;

/**
 * One event with its participants: read with `includeParticipants`; the user's enrolment sent once
 * (a second click while it runs, or after it succeeded, does nothing); a refusal (409 full or already in, 422 over or
 * cancelled) reads the event again so its standing says why; removals made by an admin kept locally.
 */
export function useEventDetail(eventId: string) {
  const { context, emit } = useWidget();
  const [reads, setReads] = useState(0);
  const resource = useResource(`event:${eventId}:${reads}`, (signal) => getEvent(context, eventId, signal));
  const [event, setEvent] = useState<HubEventDetail | null>(null);
  const [outcome, setOutcome] = useState<EnrolOutcome>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  useEffect(() => {
    if (resource.status === 'success') setEvent(resource.data);
  }, [resource.status, resource.data]);

  const enroll = async () => {
    if (sending.current || !event) return;
    sending.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const participant = await enrollInEvent(context, eventId);
      setEvent({
        ...event,
        enrolled: event.enrolled + 1,
        participating: true,
        participants: [...event.participants, participant],
      });
      setOutcome('enrolled');
      emit('hub-submit-success', { form: 'event-enroll', id: participant.participantId, eventId });
    } catch (failure) {
      const refused = failure instanceof ServiceError && (failure.status === 409 || failure.status === 422);
      const forbidden = isForbidden(failure);
      setOutcome(refused ? 'refused' : forbidden ? 'forbidden' : 'failed');
      emit('hub-submit-error', {
        form: 'event-enroll',
        code: refused ? 'full' : forbidden ? 'forbidden' : failureKind(failure),
      });
      if (refused) setReads((n) => n + 1);
      sending.current = false;
    } finally {
      setBusy(false);
    }
  };
  /** A participant an admin removed leaves the list at once. */
  const dropParticipant = (participantId: string) =>
    setEvent(
      (current) =>
        current && {
          ...current,
          enrolled: current.enrolled - 1,
          participants: current.participants.filter((p) => p.participantId !== participantId),
        },
    );
  /** The event changed elsewhere (an admin's action): read it again, the one shown kept meanwhile. */
  const reload = () => setReads((n) => n + 1);
  return { resource, event, outcome, busy, enroll, dropParticipant, reload };
}
