import { useEffect, useId, useRef, useState } from 'react';
import { CANCEL_REASONS, type CancelReason, NOT_CANCELLABLE } from '../../api/reservations.ts';
import { useApi } from '../../api/useApi.ts';
import { ServiceError } from '../../core/errors.ts';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { formatMoney } from '../../core/format.ts';
import { Modal } from '../../core/Modal.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import { RestrictedTextSchema, validateField } from '../../validators/index.ts';
import { cancelOrder, type ReservationRecord } from './api.ts';
import { type ReservationT, statusInWords } from './i18n.ts';

/** The stages of the cancel flow (seed 000 §4): confirm, terms accepted, reason, then success or error. */
export type CancelStage = 'confirm' | 'terms' | 'reason' | 'done' | 'failed';

const NO_CANCEL = new Set<string>(NOT_CANCELLABLE);

/** Whether the buyer may still ask to cancel an order in this status. */
export const cancellable = (status: string) => !NO_CANCEL.has(status);

interface Props {
  t: ReservationT;
  reservation: ReservationRecord;
  /** The order as the service answers the cancellation (status CANCELLED). */
  onCancelled: (record: ReservationRecord) => void;
  /** Where the focus goes when the modal closes after the order was cancelled (its button is gone). */
  onClosedAfterCancel?: () => void;
}

/**
 * 'Cancel order' and its modal: are you sure → terms of cancellation (the reservation amount refunded;
 * accepted with a checkbox) → reason (a list and an optional comment) → success, or the failure with a
 * retry that keeps the reason and comment. The cancellation is sent once, even on a double click.
 */
export function CancelOrder({ t, reservation, onCancelled, onClosedAfterCancel }: Props) {
  const scope = useApi();
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
  const id = useId();
  const started = useRef(false);

  // Each new stage takes the focus to its content (the dialog stays open, the stage changes inside).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on stage change only
  useEffect(() => {
    if (!open || !started.current) return;
    body.current?.focus();
  }, [stage]);

  const close = () => {
    const done = stage === 'done';
    setOpen(false);
    if (done) setTimeout(() => onClosedAfterCancel?.(), 0);
  };

  const send = async () => {
    if (inFlight.current || cancelled.current) return;
    const found: typeof errors = {};
    if (!reason) found.reason = t('cancelReasonRequired');
    const commentError = validateField(RestrictedTextSchema, comment, context.market);
    if (commentError) found.comment = commentError;
    setErrors(found);
    if (found.reason || found.comment) {
      const first = found.reason ? 'input[type="radio"]' : 'textarea[aria-invalid="true"]';
      queueMicrotask(() => body.current?.querySelector<HTMLElement>(first)?.focus());
      return;
    }
    if (!reason) return;
    inFlight.current = true;
    setSending(true);
    try {
      const trimmed = comment.trim();
      const record = await cancelOrder(scope, reservation.id, {
        reason,
        ...(trimmed ? { comment: trimmed } : {}),
        acceptedTerms: true,
      });
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

  const titles: Record<CancelStage, string> = {
    confirm: t('cancelConfirmTitle'),
    terms: t('cancelTermsTitle'),
    reason: t('cancelReasonTitle'),
    done: t('cancelDoneTitle'),
    failed: t('cancelFailedTitle'),
  };

  let content: React.ReactNode = null;
  let actions: React.ReactNode = null;
  if (stage === 'confirm') {
    content = <p>{t('cancelConfirmText', { id: reservation.id })}</p>;
    actions = (
      <>
        <button type="button" className="hub-button" data-variant="secondary" onClick={close}>
          {t('cancelKeep')}
        </button>
        <button type="button" className="hub-button" onClick={() => setStage('terms')}>
          {t('cancelYes')}
        </button>
      </>
    );
  } else if (stage === 'terms') {
    content = (
      <>
        <ul className="rsv-terms">
          <li>
            {t('cancelTermsRefund', {
              amount: formatMoney(reservation.reservationAmount, context.market),
            })}
          </li>
          <li>{t('cancelTermsUnit')}</li>
        </ul>
        <CheckField
          name="acceptTerms"
          checked={accepted}
          onChange={(checked) => {
            setAccepted(checked);
            if (checked) setTermsError(null);
          }}
          describedBy={termsError ? `${id}-terms-error` : undefined}
        >
          {t('cancelTermsAccept')}
        </CheckField>
        {termsError && (
          <p className="hub-field-error" id={`${id}-terms-error`} role="alert">
            {termsError}
          </p>
        )}
      </>
    );
    actions = (
      <>
        <button type="button" className="hub-button" data-variant="secondary" onClick={close}>
          {t('cancelKeep')}
        </button>
        <button
          type="button"
          className="hub-button"
          onClick={() => {
            if (!accepted) {
              setTermsError(t('cancelTermsRequired'));
              body.current?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus();
              return;
            }
            setStage('reason');
          }}
        >
          {t('continue')}
        </button>
      </>
    );
  } else if (stage === 'reason') {
    content = (
      <form
        className="hub-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <fieldset
          className="hub-fieldset"
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          aria-invalid={errors.reason ? true : undefined}
        >
          <legend className="hub-legend">
            {t('cancelReasonLegend')}
            <span className="hub-required" aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <div className="hub-stack">
            {CANCEL_REASONS.map((r) => (
              <label key={r} className="hub-check">
                <input
                  type="radio"
                  name="cancelReason"
                  value={r}
                  checked={reason === r}
                  required
                  onChange={() => {
                    setReason(r);
                    setErrors((e) => ({ ...e, reason: undefined }));
                  }}
                />
                <span>{t(`cancelReason.${r}`)}</span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p className="hub-field-error" id={`${id}-reason-error`}>
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextField
          name="cancelComment"
          label={t('cancelComment')}
          multiline
          maxLength={500}
          value={comment}
          onChange={setComment}
          error={errors.comment}
        />
      </form>
    );
    actions = (
      <>
        <button type="button" className="hub-button" data-variant="secondary" onClick={close}>
          {t('cancelKeep')}
        </button>
        <button
          type="button"
          className="hub-button"
          aria-disabled={sending || undefined}
          onClick={() => void send()}
        >
          {sending ? t('cancelling') : t('cancelSend')}
        </button>
      </>
    );
  } else if (stage === 'done') {
    content = (
      <p className="hub-alert" data-tone="success" role="status">
        {t('cancelDoneText', {
          id: reservation.id,
          status: statusInWords('CANCELLED', context.market),
        })}
      </p>
    );
    actions = (
      <button type="button" className="hub-button" onClick={close}>
        {t('close')}
      </button>
    );
  } else {
    content = (
      <p className="hub-alert" data-tone="error" role="alert">
        {refused ? t('cancelRefused') : t('cancelFailed')}
      </p>
    );
    actions = (
      <>
        <button type="button" className="hub-button" data-variant="secondary" onClick={close}>
          {t('close')}
        </button>
        {!refused && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => setStage('reason')}
          >
            {t('back')}
          </button>
        )}
        {!refused && (
          <button
            type="button"
            className="hub-button"
            aria-disabled={sending || undefined}
            onClick={() => void send()}
          >
            {sending ? t('cancelling') : t('retry')}
          </button>
        )}
      </>
    );
  }

  return (
    <>
      {cancellable(reservation.status) && (
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          onClick={() => {
            started.current = true;
            setStage('confirm');
            setAccepted(false);
            setTermsError(null);
            setOpen(true);
          }}
        >
          {t('cancelOrder')}
        </button>
      )}
      <Modal
        open={open}
        title={titles[stage]}
        onClose={close}
        role={stage === 'confirm' ? 'alertdialog' : 'dialog'}
        tone={stage === 'done' ? 'success' : stage === 'failed' ? 'error' : undefined}
        actions={actions}
      >
        <div ref={body} tabIndex={-1} className="rsv-focus hub-stack" data-stage={stage}>
          {content}
        </div>
      </Modal>
    </>
  );
}
