import { useCallback, useEffect, useState } from 'react';
import { getRentalUserResult, getSelfRental, type RentalUserStatus } from '../../../api/rental.ts';
import { ServiceError } from '../../../core/errors.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';

/** Where the rental user area stands: loading, a company still to start (with what is known), started, or failed. */
export type RentalUserState =
  | { kind: 'loading' }
  | { kind: 'new'; cnpj: string; email: string }
  | { kind: 'started'; user: RentalUserStatus }
  | { kind: 'failed' };

/**
 * The signed-in user's company as a rental user: its CNPJ and e-mail from `users/self/rental`, then
 * `rental-user/result` for that CNPJ (a 404: not started yet). `started` sets the answer of a start.
 */
export function useRentalUser() {
  const { context } = useWidget();
  const [state, setState] = useState<RentalUserState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for a retry (attempt)
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ kind: 'loading' });
    (async () => {
      const company = await getSelfRental(context, signal);
      const cnpj = company.cnpj ?? '';
      const email = company.email ?? '';
      if (!cnpj) return { kind: 'new', cnpj, email } as const;
      try {
        return { kind: 'started', user: await getRentalUserResult(context, cnpj, signal) } as const;
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404)
          return { kind: 'new', cnpj, email } as const;
        throw error;
      }
    })().then(
      (next) => !signal.aborted && setState(next),
      () => !signal.aborted && setState({ kind: 'failed' }),
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const started = useCallback((user: RentalUserStatus) => setState({ kind: 'started', user }), []);
  return { state, retry, started };
}
