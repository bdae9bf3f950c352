import { useCallback, useEffect, useState } from 'react';
import {
  getRentalUserResult,
  getSelfRental,
  type RentalCompanyKey,
  type RentalUserStatus,
} from '../../../api/rental.ts';
import { ServiceError } from '../../../core/errors.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';

/** Where the rental user area stands: loading, a company still to start (with what is known), started, or failed. */
export type RentalUserState =
  | { kind: 'loading' }
  | { kind: 'new'; cnpj: string; email: string }
  | { kind: 'started'; user: RentalUserStatus }
  | { kind: 'failed'; failure: unknown };

/**
 * The signed-in user's company as a rental user: its id and e-mail from `users/self/rental` (the CNPJ
 * in Brazil, the CUIT in Argentina), then `rental-user/result` for that id (a 404: not started yet).
 * `started` sets the answer of a start.
 */
export function useRentalUser() {
  const { context } = useWidget();
  const [state, setState] = useState<RentalUserState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for a retry (attempt) and for another country (the company key)
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState({ kind: 'loading' });
    (async () => {
      const company = await getSelfRental(context, signal);
      const cnpj = (context.country === 'AR' ? company.cuit : company.cnpj) ?? '';
      const email = company.email ?? '';
      if (!cnpj) return { kind: 'new', cnpj, email } as const;
      const key: RentalCompanyKey = context.country === 'AR' ? { cuit: cnpj } : { cnpj };
      try {
        return { kind: 'started', user: await getRentalUserResult(context, key, signal) } as const;
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404)
          return { kind: 'new', cnpj, email } as const;
        throw error;
      }
    })().then(
      (next) => !signal.aborted && setState(next),
      (failure: unknown) => !signal.aborted && setState({ kind: 'failed', failure }),
    );
    return () => controller.abort();
  }, [attempt, context.country]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const started = useCallback((user: RentalUserStatus) => setState({ kind: 'started', user }), []);
  return { state, retry, started };
}
