import { useEffect, useRef, useState } from 'react';
import type { CancelReason } from '../../../api/reservationCodes.ts';
import { cancelOrder, type ReservationRecord } from '../../../api/reservations.ts';
import { ServiceError } from '../../../core/errors.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { cancelReasonErrors } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';
import { type CancelStage, cancelRequest } from './cancel.ts';

/**
 * The cancel flow's state: the modal, its stage (each new stage takes the focus), the terms
 * accepted, the reason and comment (kept through a failure), and the cancellation, sent once even on
 * a double click. The answer (status CANCELLED) goes to `onCancelled`.
 */
export function useCancelOrder(
  t: ReservationT,
  reservation: ReservationRecord,
  onCancelled: (record: ReservationRecord) => void,
  onClosedAfterCancel: (() => void) | undefined,
) {
  const { context, emit } = useWidget();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<CancelStage>('confirm');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [reason, setReason] = useState<CancelReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; comment?: string }>({});
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState(false);
  /** A request in flight, or the order already cancelled: nothing more is sent. */
  const inFlight = useRef(false);
  const cancelled = useRef(false);
  const body = useRef<HTMLDivElement>(null);
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

  const chooseReason = (r: CancelReason) => {
    setReason(r);
    setErrors((e) => ({ ...e, reason: undefined }));
  };

  const send = async () => {
    if (inFlight.current || cancelled.current) return;
    const found = cancelReasonErrors(reason, comment, context.market);
    setErrors({ reason: found.reason && t('cancelReasonRequired'), comment: found.comment });
    if (found.reason || found.comment) {
      const first = found.reason ? 'input[type="radio"]' : 'textarea[aria-invalid="true"]';
      queueMicrotask(() => body.current?.querySelector<HTMLElement>(first)?.focus());
      return;
    }
    if (!reason) return;
    inFlight.current = true;
    setSending(true);
    try {
      const record = await cancelOrder(context, reservation.id, cancelRequest(reason, comment));
      cancelled.current = true;
      onCancelled(record);
      emit('hub-submit-success', { form: 'reservation-cancel', reservationId: reservation.id });
      setStage('done');
    } catch (error) {
      const gone = error instanceof ServiceError && error.status === 409;
      setRefused(gone);
      emit('hub-submit-error', { form: 'reservation-cancel', code: gone ? 'refused' : 'service' });
      setStage('failed');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return {
    open,
    stage,
    setStage,
    accepted,
    termsError,
    reason,
    comment,
    setComment,
    errors,
    sending,
    refused,
    body,
    start,
    close,
    accept,
    toReason,
    chooseReason,
    send,
  };
}
