import { useEffect, useRef } from 'react';
import { useActionFailureText } from '../../core/form/failureText.ts';

/** What an action came to, in words: a success said politely, a failure at once. */
export interface Outcome {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** Why a send failed: a rate limit's wait or offline is said instead of `text`. */
  failure?: unknown;
}

/**
 * The outcome of an action (enrol, remove, a virtual event's change) as a focusable alert that takes
 * the focus when it appears or changes: the button pressed may be gone, the user hears what happened.
 * A widget whose button a rate limit's wait holds gives `text` from its `useActionFailure(outcome
 * failure, outcome text)`, so the words and the button count the same wait.
 */
export function OutcomeNote({ outcome, text: held }: { outcome: Outcome | null; text?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const said = useActionFailureText(held === undefined ? outcome?.failure : undefined, outcome?.text ?? '');
  const text = held ?? said;
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p
      ref={ref}
      className="hub-alert"
      data-tone={outcome.tone}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      part="alert"
      tabIndex={-1}
    >
      {text}
    </p>
  );
}
