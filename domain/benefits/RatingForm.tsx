import { useEffect, useRef, useState } from 'react';
import { type Benefit, rateBenefit } from '../../api/benefits.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { BenefitsT } from './i18n.ts';
import { RATINGS, type Rating } from './ratings.ts';

/**
 * Rates a redeemed benefit 1 to 5, each grade with its word (very bad … very good) in one radio
 * group; sent once; a failure says the seed's message and keeps the grade chosen.
 */
export function RatingForm({ benefit, t }: { benefit: Benefit; t: BenefitsT }) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const [rated, setRated] = useState<Rating | null>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);
  // The form goes once rated: the focus moves to the answer instead of the page's start.
  useEffect(() => {
    if (rated) answerRef.current?.focus();
  }, [rated]);
  const form = useFormState<{ rating: Rating | '' }>({
    initial: { rating: '' },
    validate: (values) => (values.rating ? {} : { rating: t('rateRequired') }),
    focusRoot: () => ref.current,
  });
  if (rated)
    return (
      <p className="hub-hint" role="status" tabIndex={-1} ref={answerRef}>
        {t('rated', { label: t(`rating.${rated}`) })}
      </p>
    );
  const sending = form.status === 'sending';
  return (
    <FormFrame
      formRef={ref}
      className="hub-stack benefit-rating"
      busy={sending}
      onSubmit={() => {
        void form.submit(async ({ rating }) => {
          try {
            await rateBenefit(context, benefit.id, Number(rating));
          } catch (error) {
            emit('hub-submit-error', { form: 'benefit-rating', code: 'service' });
            return failedWith(error);
          }
          setRated(rating as Rating);
          emit('hub-submit-success', { form: 'benefit-rating' });
          return 'sent';
        });
      }}
    >
      <Segmented
        name={`rating-${benefit.id}`}
        legend={t('rateLegend', { title: benefit.title })}
        options={RATINGS.map((value) => ({ value, label: `${value} – ${t(`rating.${value}`)}` }))}
        value={form.values.rating}
        onChange={(value) => form.update('rating', value)}
        error={form.errors.rating}
        layout="list"
        required
      />
      <FormActions
        problem={form.status === 'failed' ? t('failure') : null}
        busy={sending}
        failure={form.failure}
        waitLeft={form.waitLeft}
        label={t('rateSubmit')}
        busyLabel={t('rateSending')}
        variant="secondary"
      />
    </FormFrame>
  );
}
