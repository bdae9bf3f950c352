import type { Route } from '@playwright/test';

/** The ways a service call fails in the fault suite (issue 16). */
export type FaultKind =
  | 'http-500'
  | 'http-4xx-json'
  | 'network-error'
  | 'malformed-json'
  | 'never-answers'
  | 'headers-then-silence';

/**
 * How each fault answers the intercepted call. `never-answers` leaves the request pending for good:
 * only the client's deadline ends it (the page runs with a short `deadline-scale`, see faults.spec.ts).
 * `headers-then-silence` cannot be made by a route (a fulfilled answer is whole): the sandbox is told
 * to answer this one call with its headers and then never its body, and the request goes on to it.
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
  'headers-then-silence': async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const service = url.pathname.split('/')[2];
    await request
      .frame()
      .page()
      .request.post(new URL('/sandbox/__sandbox/faults', url).href, {
        data: { service, kind: 'headers-then-silence', method: request.method(), path: url.pathname },
      });
    await route.fallback();
  },
};

/**
 * The kinds every flow runs through, in this order, on one page (`never-answers` and
 * `headers-then-silence` with the page's deadlines shortened by the `deadline-scale` setting).
 */
export const RUN_KINDS: readonly FaultKind[] = [
  'http-500',
  'http-4xx-json',
  'network-error',
  'malformed-json',
  'never-answers',
  'headers-then-silence',
];
