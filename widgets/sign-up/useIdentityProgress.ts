import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAccount, type IdentityQuiz, type IdentityStatus } from '../../api/identity.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/**
 * Follows a new account's identity validation: looks at `v3/check/{email}` every `interval` ms until
 * PERSISTED_ON_HUB; pauses while a quiz waits for the buyer (`quizAnswered()` resumes) and on a failed
 * look (`retry()` resumes). Fires `hub-submit-success` (`sign-up-validated`) once at the end.
 */
export function useIdentityProgress(email: string, userId: string | undefined, interval: number) {
  const { context, emit } = useWidget();
  const [status, setStatus] = useState<IdentityStatus>('VALIDATING_IDENTITY');
  const [quiz, setQuiz] = useState<IdentityQuiz | null>(null);
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [looks, setLooks] = useState(0);
  const announced = useRef(false);
  const waiting = status === 'PERSISTED_ON_HUB' || quiz !== null || failed;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (`looks`) arms the next look
  useEffect(() => {
    if (waiting) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkAccount(context, email, controller.signal).then(
        (answer) => {
          if (answer.status) setStatus(answer.status);
          setQuiz(answer.status === 'AWAITING_QUIZ' && answer.quiz ? answer.quiz : null);
          setLooks((n) => n + 1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setFailure(error);
          setFailed(true);
        },
      );
    }, interval);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [waiting, looks, context, email, interval]);

  useEffect(() => {
    if (status !== 'PERSISTED_ON_HUB' || announced.current) return;
    announced.current = true;
    emit('hub-submit-success', { form: 'sign-up-validated', ...(userId ? { userId } : {}) });
  }, [status, emit, userId]);

  return {
    status,
    quiz,
    failed,
    /** Why the last look failed (for `LoadFailed`). */
    failure: failed ? failure : undefined,
    retry: useCallback(() => setFailed(false), []),
    quizAnswered: useCallback(() => setQuiz(null), []),
  };
}
