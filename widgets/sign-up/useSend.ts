import { useState } from 'react';
import { ServiceError } from '../../core/errors.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import type { SendAnswer } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The failure code a `hub-submit-error` carries: the HTTP status, else the failure kind. */
export function failureCode(error: unknown): string {
  if (error instanceof ServiceError) return error.status ? String(error.status) : error.kind;
  return 'unknown';
}

/** What a screen's send answers the form kit: the failure kept, so a 429's wait or offline is said. */
export function answerOf(
  sent: { outcome: 'sent' | 'refused' } | { outcome: 'failed'; failure: unknown },
): SendAnswer {
  return sent.outcome === 'failed' ? failedWith(sent.failure) : sent.outcome;
}

/**
 * The sends of a sign-up screen: each fires `hub-submit-success` with `form` and what the action
 * returns, or `hub-submit-error` with the failure code. A failure sets `failed` (the screen shows the
 * seed's message, the values stay for the retry) unless `onFailure` decides ('refused': back to editing).
 */
export function useSend() {
  const { emit } = useWidget();
  const [failed, setFailed] = useState(false);
  async function send<R extends Record<string, unknown> | undefined>(
    form: string,
    action: () => Promise<R>,
    onFailure?: (error: unknown) => 'failed' | 'refused',
  ): Promise<
    { outcome: 'sent'; result: R } | { outcome: 'refused' } | { outcome: 'failed'; failure: unknown }
  > {
    setFailed(false);
    try {
      const result = await action();
      emit('hub-submit-success', { form, ...(result ?? {}) });
      return { outcome: 'sent', result };
    } catch (error) {
      emit('hub-submit-error', { form, code: failureCode(error) });
      const outcome = onFailure ? onFailure(error) : 'failed';
      if (outcome === 'refused') return { outcome };
      if (!onFailure) setFailed(true);
      return { outcome, failure: error };
    }
  }
  return { send, failed };
}
