import { useRef } from 'react';
import { sendUserAnalytics } from '../../../api/analytics.ts';
import { useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { hasRestrictedChars } from '../../../validators/index.ts';
import type { ReservationT } from '../i18n.ts';

/** The rating scale of seed 000 §3: 1 very bad … 5 very good. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

type Rating = `${(typeof RATINGS)[number]}`;

interface FeedbackValues {
  rating: Rating | '';
  comment: string;
}

/**
 * Feedback on the purchase: a rating from 1 to 5 and an optional comment, sent once as a user-analytics
 * event of type RESERVATION_FEEDBACK (the seeds give no feedback call; the analytics event carries it).
 */
export function Feedback({ t, reservationId }: { t: ReservationT; reservationId: string }) {
  const { context } = useWidget();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState<FeedbackValues>({
    initial: { rating: '', comment: '' },
    validate: (values) =>
      validateForm(
        values,
        {
          rating: ({ rating }) => (rating ? null : t('feedbackRating')),
          comment: ({ comment }) => (hasRestrictedChars(comment) ? t('feedbackRestricted') : null),
        },
        context.market,
      ),
    focusRoot: () => formRef.current,
  });
  const failureText = useSendFailureText(form, t('feedbackFailed'));
  const { values, errors, status } = form;
  if (status === 'sent')
    return (
      <p className="hub-alert" data-tone="success" role="status">
        {t('feedbackSent')}
      </p>
    );
  const send = () =>
    form.submit(async ({ rating, comment }) => {
      try {
        await sendUserAnalytics(context, {
          type: 'RESERVATION_FEEDBACK',
          payload: { reservationId, rating: Number(rating), comment: comment.trim() },
        });
        return 'sent';
      } catch (error) {
        return failedWith(error);
      }
    });
  // One message at a time, as a whole-form alert: the rating first.
  const message = errors.rating ?? errors.comment;
  return (
    <form
      ref={formRef}
      className="hub-stack hub-card"
      noValidate
      aria-labelledby="rsv-feedback-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 className="hub-subtitle" id="rsv-feedback-title">
        {t('feedbackTitle')}
      </h3>
      <Segmented
        name="rating"
        legend={t('feedbackQuestion')}
        options={RATINGS.map((r) => ({ value: `${r}` as Rating, label: t(`rating.${r}`) }))}
        value={values.rating}
        onChange={(rating) => form.update('rating', rating)}
      />
      <TextField
        name="comment"
        label={t('feedbackComment')}
        multiline
        maxLength={500}
        value={values.comment}
        onChange={(comment) => form.update('comment', comment)}
      />
      {message && (
        <p className="hub-alert" data-tone="error" role="alert">
          {message}
        </p>
      )}
      {status === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert">
          {failureText}
        </p>
      )}
      <button type="submit" className="hub-button" aria-disabled={status === 'sending' || undefined}>
        {status === 'failed' ? t('retry') : t('feedbackSend')}
      </button>
    </form>
  );
}
