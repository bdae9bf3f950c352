import type { IdentityQuiz } from '../../api/identity.ts';
import { sendQuizAnswers } from '../../api/quiz.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { SignUpT } from './i18n.ts';
import { answerOf, useSend } from './useSend.ts';

interface Props {
  t: SignUpT;
  quiz: IdentityQuiz;
  onAnswered: () => void;
}

/** The identity quiz the service asks (AWAITING_QUIZ): one choice per question, sent once to `quiz-answers`. */
export function QuizForm({ t, quiz, onAnswered }: Props) {
  const { context } = useWidget();
  const { send, failed } = useSend();
  const form = useFormState<Record<string, string>>({
    initial: () => Object.fromEntries(quiz.questions.map((q) => [q.id, ''])),
    validate: (values) =>
      Object.fromEntries(quiz.questions.filter((q) => !values[q.id]).map((q) => [q.id, t('quizRequired')])),
  });
  const submit = () =>
    form.submit(async (values) => {
      const answers = quiz.questions.map((q) => ({ questionId: q.id, optionId: values[q.id] ?? '' }));
      const sent = await send(
        'identity-quiz',
        async () => void (await sendQuizAnswers(context, { quizId: quiz.id, answers })),
      );
      if (sent.outcome === 'sent') onAnswered();
      return answerOf(sent);
    });
  const sending = form.status === 'sending';
  return (
    <FormFrame
      label={t('quizTitle')}
      busy={sending}
      onSubmit={() => {
        void submit();
      }}
    >
      <h3 className="hub-subtitle">{t('quizTitle')}</h3>
      <p className="hub-text-muted">{t('quizIntro')}</p>
      {quiz.questions.map((question) => (
        <Segmented
          key={question.id}
          name={question.id}
          legend={question.text}
          layout="list"
          required
          options={question.options.map((option) => ({ value: option.id, label: option.text }))}
          value={form.values[question.id] ?? ''}
          onChange={(value) => form.update(question.id, value)}
          error={form.errors[question.id]}
        />
      ))}
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t('failure')}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          busy={form.status === 'sending'}
          failed={failed}
          label={t('quizSend')}
          busyLabel={t('sending')}
          retryLabel={t('retry')}
        />
      </div>
    </FormFrame>
  );
}
