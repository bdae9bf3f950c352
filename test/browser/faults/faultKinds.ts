import type { Route } from '@playwright/test';

/** The ways a service call fails in the fault suite (issue 16). */
export type FaultKind = 'http-500' | 'http-4xx-json' | 'network-error' | 'malformed-json' | 'never-answers';

/**
 * How each fault answers the intercepted call. `never-answers` leaves the request pending for good:
 * only the client's deadline ends it (the page runs with a short `deadline-scale`, see faults.spec.ts).
 */
export const FAULTS: Record<FaultKind, (route: Route) => Promise<void>> = {
  'http-500': (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Internal Server Error' }),
    }),
  'http-4xx-json': (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Unprocessable Entity',
        errors: [{ field: 'unknown', message: '<img src=x onerror=alert(1)>' }],
      }),
    }),
  'network-error': (route) => route.abort('failed'),
  'malformed-json': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [{"id": ' }),
  'never-answers': () => new Promise<void>(() => undefined),
};

/**
 * The kinds every flow runs through, in this order, on one page (`never-answers` with the page's
 * deadlines shortened by the `deadline-scale` setting).
 */
export const RUN_KINDS: readonly FaultKind[] = [
  'http-500',
  'http-4xx-json',
  'network-error',
  'malformed-json',
  'never-answers',
];
