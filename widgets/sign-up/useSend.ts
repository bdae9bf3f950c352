import { ServiceError } from '../../core/errors.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The failure code a `hub-submit-error` carries: the HTTP status, else the failure kind. */
export function failureCode(error: unknown): string {
  if (error instanceof ServiceError) return error.status ? String(error.status) : error.kind;
  return 'unknown';
}

/**
 * Runs one send of a sign-up screen: `hub-submit-success` with `form` and what the send returns, or
 * `hub-submit-error` with the failure code and `onFailure(error)` (which gives the outcome: usually
 * 'failed', the values kept for the retry).
 */
export function useSend() {
  const { emit } = useWidget();
  return async function send<R extends Record<string, unknown> | undefined>(
    form: string,
    action: () => Promise<R>,
    onFailure: (error: unknown) => 'failed' | 'refused',
  ): Promise<{ outcome: 'sent'; result: R } | { outcome: 'failed' | 'refused' }> {
    try {
      const result = await action();
      emit('hub-submit-success', { form, ...(result ?? {}) });
      return { outcome: 'sent', result };
    } catch (error) {
      emit('hub-submit-error', { form, code: failureCode(error) });
      return { outcome: onFailure(error) };
    }
  };
}
