import { useRef, useState } from 'react';
import { createOpinion, type Opinion } from '../../api/opinions.ts';
import { failureKind, ServiceError } from '../../core/errors.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { OpinionsT } from './i18n.ts';
import {
  EMPTY_OPINION,
  newOpinionOf,
  OPINION_MAX_LENGTH,
  type OpinionFormValues,
  opinionFormRules,
} from './opinionForm.ts';

interface Props {
  t: OpinionsT;
  model: string;
  onPublished: (opinion: Opinion) => void;
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** Which message a refused publication gets: not an owner (403), already given (409), or try again. */
function problemOf(error: unknown): 'notOwner' | 'alreadyGiven' | 'sendFailed' {
  if (error instanceof ServiceError && error.status === 403) return 'notOwner';
  if (error instanceof ServiceError && error.status === 409) return 'alreadyGiven';
  return 'sendFailed';
}

/**
 * The signed-in owner's opinion: a rating (required) and the text, checked beside each field before
 * anything is sent; sent once even on a double click; a failure keeps what was typed for the retry.
 */
export function WriteOpinionForm({ t, model, onPublished }: Props) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  const form = useFormState<OpinionFormValues>({
    initial: EMPTY_OPINION,
    validate: (values) => validateForm(values, opinionFormRules(t('ratingRequired')), context.market),
    focusRoot: () => ref.current,
  });
  const failureText = useSendFailureText(form, problem ? t(problem) : '');
  const send = () =>
    form.submit(async (values) => {
      setProblem(null);
      try {
        const opinion = await createOpinion(context, newOpinionOf(model, values));
        emit('hub-submit-success', { form: 'opinion-create', id: opinion.id, model });
        onPublished(opinion);
        return 'sent';
      } catch (error) {
        setProblem(problemOf(error));
        emit('hub-submit-error', {
          form: 'opinion-create',
          code: failureKind(error),
        });
        return failedWith(error);
      }
    });
  const sending = form.status === 'sending';
  return (
    <FormFrame formRef={ref} title={t('writeTitle')} busy={sending} onSubmit={() => void send()}>
      <Segmented
        name="rating"
        legend={t('rating')}
        required
        layout="list"
        options={RATINGS.map((value) => ({
          value,
          label: t('ratingOf', { rating: value, label: t(`rating${value}`) }),
        }))}
        value={form.values.rating}
        onChange={(value) => {
          form.update('rating', value);
          form.touch('rating');
        }}
        error={form.errors.rating}
      />
      <TextField
        name="text"
        label={t('text')}
        hint={t('textHint')}
        required
        multiline
        maxLength={OPINION_MAX_LENGTH}
        value={form.values.text}
        onChange={(value) => form.update('text', value)}
        onBlur={() => form.touch('text')}
        error={form.errors.text}
      />
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {failureText}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          waitLeft={form.waitLeft}
          busy={sending}
          failed={problem === 'sendFailed'}
          label={t('send')}
          busyLabel={t('sending')}
          retryLabel={t('retry')}
        />
      </div>
    </FormFrame>
  );
}
