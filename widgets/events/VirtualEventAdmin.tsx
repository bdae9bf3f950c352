import { useRef, useState } from 'react';
import { changeSchedule, updateVirtualEvent } from '../../api/events.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { failureKind } from '../../core/errors.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useActionFailure } from '../../core/form/failureText.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { EventsT } from './i18n.ts';
import { type Outcome, OutcomeNote } from './OutcomeNote.tsx';
import { virtualUpdateProblems } from './virtualUpdate.ts';

interface Props {
  t: EventsT;
  eventId: string;
  eventTitle: string;
  cancelled: boolean;
  /** The event changed: read it again. */
  onChanged: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A virtual event's administration: confirm it (`virtual-event/confirm`), cancel it after a
 * confirmation dialog (`virtual-event/cancel`), move it to another day or give it a new https address
 * (`virtual-event/update`, checked before sending).
 */
export function VirtualEventAdmin({ t, eventId, eventTitle, cancelled, onChanged }: Props) {
  const { context, emit } = useWidget();
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<Outcome | null>(null);
  // A rate limit's wait after a failed change holds the confirm button (the seconds shown) until over.
  const held = useActionFailure(note?.failure, note?.text ?? '');
  const form = useFormState({
    initial: { date: '', link: '' },
    repeatable: true,
    validate: (values) => {
      const problems = virtualUpdateProblems(values, today());
      return Object.fromEntries(Object.entries(problems).map(([field, id]) => [field, t(id)]));
    },
    focusRoot: () => formRef.current,
  });
  const done = (form: string, text: string) => {
    setNote({ tone: 'success', text });
    emit('hub-submit-success', { form, eventId });
    onChanged();
  };
  const failed = (form: string, failure: unknown) => {
    setNote({ tone: 'error', text: t('failure'), failure });
    emit('hub-submit-error', { form, code: failureKind(failure) });
  };
  const confirm = async () => {
    try {
      await changeSchedule(context, { kind: 'virtual-event', eventId }, 'confirm');
      done('virtual-event-confirm', t('virtualConfirmed'));
    } catch (failure) {
      failed('virtual-event-confirm', failure);
    }
  };
  const send = () =>
    form.submit(async (values) => {
      try {
        await updateVirtualEvent(context, {
          eventId,
          ...(values.date.trim() ? { date: values.date.trim() } : {}),
          ...(values.link.trim() ? { link: values.link.trim() } : {}),
        });
        done('virtual-event-update', t('updated'));
        return 'sent';
      } catch (failure) {
        failed('virtual-event-update', failure);
        return failedWith(failure);
      }
    });

  return (
    <section className="hub-stack events-virtual" aria-labelledby="events-virtual-title">
      <h4 className="hub-subtitle" id="events-virtual-title">
        {t('virtualTitle')}
      </h4>
      <OutcomeNote outcome={note} text={held.text} />
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          part="button"
          aria-disabled={held.waitLeft > 0 || undefined}
          onClick={() => held.run(() => void confirm())}
        >
          {t('virtualConfirm')}
          <WaitLeft left={held.waitLeft} />
        </button>
        {!cancelled && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => setAsking(true)}
          >
            {t('virtualCancel')}
          </button>
        )}
      </div>
      <FormFrame
        formRef={formRef}
        title={t('updateTitle')}
        level={4}
        busy={form.status === 'sending'}
        onSubmit={() => void send()}
      >
        <TextField
          name="date"
          type="date"
          label={t('newDate')}
          value={form.values.date}
          onChange={(value) => form.update('date', value)}
          onBlur={() => form.touch('date')}
          error={form.errors.date}
        />
        <TextField
          name="link"
          type="url"
          label={t('newLink')}
          hint={t('linkHint')}
          autoComplete="url"
          value={form.values.link}
          onChange={(value) => form.update('link', value)}
          onBlur={() => form.touch('link')}
          error={form.errors.link}
        />
        <SubmitButton
          waitLeft={form.waitLeft}
          busy={form.status === 'sending'}
          label={t('update')}
          busyLabel={t('updating')}
          variant="secondary"
        />
      </FormFrame>
      {asking && (
        <ConfirmDialog
          texts={{
            title: t('cancelEventTitle'),
            text: t('cancelEventText', { event: eventTitle }),
            confirm: t('cancelEventYes'),
            busy: t('updating'),
            cancel: t('removeCancel'),
            retry: t('retry'),
            failure: t('failure'),
          }}
          action={async () => {
            await changeSchedule(context, { kind: 'virtual-event', eventId }, 'cancel');
          }}
          onDone={() => {
            setAsking(false);
            done('virtual-event-cancel', t('virtualCancelled'));
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
