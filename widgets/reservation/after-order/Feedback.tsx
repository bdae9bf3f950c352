import { useState } from 'react';
import { sendUserAnalytics } from '../../../api/analytics.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { hasRestrictedChars } from '../../../validators/index.ts';
import type { ReservationT } from '../i18n.ts';

/** The rating scale of seed 000 §3: 1 very bad … 5 very good. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Feedback on the purchase: a rating from 1 to 5 and an optional comment, sent once as a user-analytics
 * event of type RESERVATION_FEEDBACK (the seeds give no feedback call; the analytics event carries it).
 */
export function Feedback({ t, reservationId }: { t: ReservationT; reservationId: string }) {
  const scope = useWidget().context;
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'sent')
    return (
      <p className="hub-alert" data-tone="success" role="status">
        {t('feedbackSent')}
      </p>
    );
  const send = async () => {
    if (!rating) return setError(t('feedbackRating'));
    if (hasRestrictedChars(comment)) return setError(t('feedbackRestricted'));
    setError(null);
    setState('sending');
    try {
      await sendUserAnalytics(scope, {
        type: 'RESERVATION_FEEDBACK',
        payload: { reservationId, rating, comment: comment.trim() },
      });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <form
      className="hub-stack hub-card"
      noValidate
      aria-labelledby="rsv-feedback-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (state !== 'sending') void send();
      }}
    >
      <h3 className="hub-subtitle" id="rsv-feedback-title">
        {t('feedbackTitle')}
      </h3>
      <fieldset className="hub-fieldset">
        <legend className="hub-legend">{t('feedbackQuestion')}</legend>
        <div className="hub-segmented">
          {RATINGS.map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="rating"
                value={r}
                checked={rating === r}
                onChange={() => setRating(r)}
              />
              <span>{t(`rating.${r}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        name="comment"
        label={t('feedbackComment')}
        multiline
        maxLength={500}
        value={comment}
        onChange={setComment}
      />
      {error && (
        <p className="hub-alert" data-tone="error" role="alert">
          {error}
        </p>
      )}
      {state === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert">
          {t('feedbackFailed')}
        </p>
      )}
      <button type="submit" className="hub-button" aria-disabled={state === 'sending' || undefined}>
        {state === 'failed' ? t('retry') : t('feedbackSend')}
      </button>
    </form>
  );
}
