import { HttpResponse, http } from 'msw';
import { sandboxServer } from '../api/sandbox/node.ts';

/**
 * The service refuses the next `method` call to `path` (an msw path, `*` allowed) with 429 and
 * `Retry-After: seconds`, as a rate limit would; `calls()` counts the refused calls (a resend by
 * itself would be a second one).
 */
export function rateLimitNext(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  seconds = 30,
) {
  let refused = 0;
  sandboxServer.use(
    http[method](
      path,
      () => {
        refused += 1;
        return HttpResponse.json(
          { message: 'Too Many Requests' },
          { status: 429, headers: { 'Retry-After': String(seconds) } },
        );
      },
      { once: true },
    ),
  );
  return { calls: () => refused };
}
