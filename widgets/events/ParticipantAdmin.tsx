import { useRef, useState } from 'react';
import { downloadParticipants, type EventParticipant, removeParticipant } from '../../api/events.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { failureKind, isForbidden } from '../../core/errors.ts';
import { useActionFailure } from '../../core/form/failureText.ts';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { saveBlob } from '../../domain/documents/saveBlob.ts';
import { roleMessages } from '../../domain/roles/index.ts';
import type { EventsT } from './i18n.ts';
import { type Outcome, OutcomeNote } from './OutcomeNote.tsx';

interface Props {
  t: EventsT;
  eventId: string;
  eventTitle: string;
  participants: EventParticipant[];
  /** A participant was removed: the list drops them. */
  onRemoved: (participantId: string) => void;
}

/**
 * The participants with the event admin's actions: the participant details as a CSV file the browser
 * saves (`participantes-<id>.csv`), and each participant's removal after a confirmation dialog. A 403
 * that still comes is said in words.
 */
export function ParticipantAdmin({ t, eventId, eventTitle, participants, onRemoved }: Props) {
  const { context, emit } = useWidget();
  const roles = useT(roleMessages);
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState<EventParticipant | null>(null);
  const [note, setNote] = useState<Outcome | null>(null);
  const forbidden = useRef(false);
  const say = (tone: 'success' | 'error', text: string, failure?: unknown) =>
    setNote({ tone, text, failure });
  // A rate limit's wait after a failed download holds its button (the seconds shown) until over.
  const held = useActionFailure(note?.failure, note?.text ?? '');

  const download = async () => {
    if (downloading || held.waitLeft > 0) return;
    setDownloading(true);
    setNote(null);
    try {
      saveBlob(await downloadParticipants(context, eventId), t('fileName', { id: eventId }));
    } catch (failure) {
      if (isForbidden(failure)) say('error', roles('forbidden'));
      else say('error', t('downloadFailed'), failure);
    } finally {
      setDownloading(false);
    }
  };
  const remove = async (participant: EventParticipant) => {
    forbidden.current = false;
    try {
      await removeParticipant(context, eventId, participant.participantId);
    } catch (failure) {
      emit('hub-submit-error', {
        form: 'event-participant-remove',
        code: isForbidden(failure) ? 'forbidden' : failureKind(failure),
      });
      if (!isForbidden(failure)) throw failure;
      forbidden.current = true;
    }
  };
  const removed = (participant: EventParticipant) => {
    setAsking(null);
    if (forbidden.current) return say('error', roles('forbidden'));
    onRemoved(participant.participantId);
    emit('hub-submit-success', { form: 'event-participant-remove', id: participant.participantId, eventId });
    say('success', t('removed', { name: participant.name }));
  };

  return (
    <section className="hub-stack events-admin" aria-labelledby="events-admin-title">
      <h4 className="hub-subtitle" id="events-admin-title">
        {t('adminTitle')}
      </h4>
      <OutcomeNote outcome={note} text={held.text} />
      <p>
        <button
          type="button"
          className="hub-button"
          part="button"
          aria-disabled={downloading || held.waitLeft > 0 || undefined}
          onClick={() => void download()}
        >
          {downloading ? t('downloading') : t('download')}
          <WaitLeft left={held.waitLeft} />
        </button>
      </p>
      {participants.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics under list-style: none (themes/README.md)
        <ul className="hub-list events-admin-list" role="list" aria-label={t('adminTitle')}>
          {participants.map((p) => (
            <li key={p.participantId} className="hub-row events-participant">
              <span>{p.name}</span>
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                part="button"
                aria-label={t('removeLabel', { name: p.name })}
                onClick={() => setAsking(p)}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          texts={{
            title: t('removeTitle'),
            text: t('removeText', { name: asking.name, event: eventTitle }),
            confirm: t('removeConfirm'),
            busy: t('removeBusy'),
            cancel: t('removeCancel'),
            retry: t('retry'),
            failure: t('failure'),
          }}
          action={() => remove(asking)}
          onDone={() => removed(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
