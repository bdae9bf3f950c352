import { useState } from 'react';
import { ServiceError } from '../../core/errors.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The failure code a `hub-submit-error` carries: the HTTP status, else the failure kind. */
export function failureCode(error: unknown): string {
  if (error instanceof ServiceError) return error.status ? String(error.status) : error.kind;
  return 'unknown';
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
  ): Promise<{ outcome: 'sent'; result: R } | { outcome: 'failed' | 'refused' }> {
    setFailed(false);
    try {
      const result = await action();
      emit('hub-submit-success', { form, ...(result ?? {}) });
      return { outcome: 'sent', result };
    } catch (error) {
      emit('hub-submit-error', { form, code: failureCode(error) });
      if (onFailure) return { outcome: onFailure(error) };
      setFailed(true);
      return { outcome: 'failed' };
    }
  }
  return { send, failed };
}
