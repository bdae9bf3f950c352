import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '../../../api/users.ts';
import { Stepper } from '../../../core/form/Stepper.tsx';
import { useT } from '../../../core/WidgetContext.tsx';
import { type CompletionStep, FORM_STEPS, nextStep, progressOf } from './completionSteps.ts';
import { DataStep } from './DataStep.tsx';
import { DealerStep } from './DealerStep.tsx';
import { completionMessages } from './i18n.ts';

interface Props {
  profile: UserProfile;
  /** Where to resume: the first step the kept profile does not satisfy. */
  start: CompletionStep;
  onSaved: (profile: UserProfile) => void;
}

/**
 * The profile completion: user data → address → dealer → success, with the steps listed (the current
 * one marked, those done said so) and a progress bar. Each step is saved as it is left, so a user who
 * stops resumes where the profile stops.
 */
export function Completion({ profile, start, onSaved }: Props) {
  const t = useT(completionMessages);
  const [step, setStep] = useState<CompletionStep>(start);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // After a step is saved, focus goes to the new step's heading (the form that had it is gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const { done, total } = progressOf(step);
  const onDone = (saved: UserProfile) => {
    onSaved(saved);
    moved.current = true;
    setStep(nextStep(step));
  };
  return (
    <section className="hub-stack hub-card" aria-labelledby="account-completion-title">
      <h3 className="hub-subtitle" id="account-completion-title">
        {t('title')}
      </h3>
      {step !== 'success-message' && <p className="hub-text-muted">{t('intro')}</p>}
      <Stepper<CompletionStep>
        label={t('stepsLabel')}
        steps={FORM_STEPS.map((name) => ({ id: name, label: t(name) }))}
        current={step}
        done={FORM_STEPS.slice(0, done)}
      />
      <progress className="account-progress" max={total} value={done} aria-label={t('progressLabel')}>
        {done}/{total}
      </progress>
      <h4 className="hub-subtitle account-notice" id="account-completion-step" ref={headingRef} tabIndex={-1}>
        {step === 'success-message'
          ? t('successTitle')
          : `${t('progress', { step: String(done + 1), total: String(total) })}: ${t(step)}`}
      </h4>
      {step === 'success-message' ? (
        <p className="hub-alert" data-tone="success" role="status">
          {t('successText')}
        </p>
      ) : step === 'dealer-data' ? (
        <DealerStep key={step} t={t} profile={profile} onDone={onDone} />
      ) : (
        <DataStep key={step} t={t} step={step} profile={profile} onDone={onDone} />
      )}
    </section>
  );
}
