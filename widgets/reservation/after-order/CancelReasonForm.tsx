import { CANCEL_REASONS, type CancelReason } from '../../../api/reservationCodes.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import type { ReservationT } from '../i18n.ts';

interface Props {
  t: ReservationT;
  reason: CancelReason | '';
  comment: string;
  errors: { reason?: string | undefined; comment?: string | undefined };
  onReason: (reason: CancelReason) => void;
  onComment: (comment: string) => void;
  onSubmit: () => void;
  /** Prefix of the ids inside (the modal's). */
  id: string;
}

/** Why the buyer cancels: one reason of the list (required) and an optional comment. */
export function CancelReasonForm({ t, reason, comment, errors, onReason, onComment, onSubmit, id }: Props) {
  return (
    <form
      className="hub-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
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
                onChange={() => onReason(r)}
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
        onChange={onComment}
        error={errors.comment}
      />
    </form>
  );
}
