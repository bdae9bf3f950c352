import { type ReactNode, useEffect, useId, useRef } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import type { SignUpT } from './i18n.ts';
import { identityProgress } from './identityProgress.ts';
import { QuizForm } from './QuizForm.tsx';
import { useIdentityProgress } from './useIdentityProgress.ts';

interface Props {
  t: SignUpT;
  email: string;
  userId: string | undefined;
  interval: number;
  /** What the buyer does once the account is ready (a link on, or sign-in). */
  ready: ReactNode;
}

/**
 * The new account's identity validation in words: every step done, current or next, the current one
 * announced politely; the quiz when the service asks it; a failed look with its retry.
 */
export function IdentityProgress({ t, email, userId, interval, ready }: Props) {
  const progress = useIdentityProgress(email, userId, interval);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const done = progress.status === 'PERSISTED_ON_HUB';
  return (
    <section className="hub-stack" aria-labelledby={titleId} aria-busy={!done || undefined}>
      <h2 className="hub-title sign-up-focus" id={titleId} ref={titleRef} tabIndex={-1}>
        {t('progressTitle')}
      </h2>
      <p className="hub-text-muted">{t('progressIntro')}</p>
      <ol className="sign-up-steps" aria-label={t('stepsLabel')}>
        {identityProgress(progress.status).map((step) => (
          <li
            key={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {`${t(`step.${step.status}`)}: ${t(`state.${step.state}`)}`}
          </li>
        ))}
      </ol>
      <p className="hub-visually-hidden" role="status">
        {done ? t('ready') : t(`step.${progress.status}`)}
      </p>
      {progress.quiz && <QuizForm t={t} quiz={progress.quiz} onAnswered={progress.quizAnswered} />}
      {progress.failed && (
        <LoadFailed
          message={t('failure')}
          onRetry={progress.retry}
          retryLabel={t('retry')}
          failure={progress.failure}
        />
      )}
      {done && (
        <div className="hub-alert" data-tone="success" part="alert">
          <p>{t('ready')}</p>
          {ready}
        </div>
      )}
    </section>
  );
}
