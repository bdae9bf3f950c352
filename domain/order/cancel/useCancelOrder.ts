import { useEffect, useRef, useState } from 'react';
import { cancelOrder, type ReservationRecord } from '../../../api/reservations.ts';
import { ServiceError } from '../../../core/errors.ts';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import type { FormErrors } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { type CancelReasonValues, type CancelStage, cancelReasonErrors, cancelRequest } from './cancel.ts';
import type { CancelT } from './i18n.ts';

/**
 * The cancel flow's state: the modal, its stage (each new stage takes the focus), the terms
 * accepted, the reason and comment (kept through a failure), and the cancellation, sent once even on
 * a double click. The answer (status CANCELLED) goes to `onCancelled`.
 */
export function useCancelOrder(
  t: CancelT,
  reservation: ReservationRecord,
  onCancelled: (record: ReservationRecord) => void,
  onClosedAfterCancel: (() => void) | undefined,
) {
  const { context, emit } = useWidget();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<CancelStage>('confirm');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  /** The reason and comment, kept through a failure; sent once (a request in flight or done sends nothing more). */
  const form = useFormState<CancelReasonValues>({
    initial: { reason: '', comment: '' },
    validate: ({ reason, comment }) => {
      const found = cancelReasonErrors(reason, comment, context.market);
      const errors: FormErrors<keyof CancelReasonValues> = {};
      if (found.reason) errors.reason = t('cancelReasonRequired');
      if (found.comment) errors.comment = found.comment;
      return errors;
    },
    focusRoot: () => body.current,
  });
  const started = useRef(false);

  // Each new stage takes the focus to its content (the dialog stays open, the stage changes inside).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on stage change only
  useEffect(() => {
    if (!open || !started.current) return;
    body.current?.focus();
  }, [stage]);

  const start = () => {
    started.current = true;
    setStage('confirm');
    setAccepted(false);
    setTermsError(null);
    setOpen(true);
  };

  const close = () => {
    const done = stage === 'done';
    setOpen(false);
    if (done) setTimeout(() => onClosedAfterCancel?.(), 0);
  };

  const accept = (checked: boolean) => {
    setAccepted(checked);
    if (checked) setTermsError(null);
  };

  const toReason = () => {
    if (!accepted) {
      setTermsError(t('cancelTermsRequired'));
      body.current?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus();
      return;
    }
    setStage('reason');
  };

  const send = () =>
    form.submit(async ({ reason, comment }) => {
      if (!reason) return 'failed'; // never: the rules require a reason
      try {
        const record = await cancelOrder(context, reservation.id, cancelRequest(reason, comment));
        onCancelled(record);
        emit('hub-submit-success', {
          form: 'reservation-cancel',
          reservationId: reservation.id,
          // The amount paid to reserve, refunded (the GA4 refund value).
          value: reservation.reservationAmount,
        });
        setStage('done');
        return 'sent';
      } catch (error) {
        const gone = error instanceof ServiceError && error.status === 409;
        setRefused(gone);
        emit('hub-submit-error', { form: 'reservation-cancel', code: gone ? 'refused' : 'service' });
        setStage('failed');
        return failedWith(error);
      }
    });

  return {
    open,
    stage,
    setStage,
    accepted,
    termsError,
    form,
    sending: form.status === 'sending',
    refused,
    body,
    start,
    close,
    accept,
    toReason,
    send,
  };
}
