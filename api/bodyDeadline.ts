/**
 * ky's time-out ends when an answer's headers arrive: a service (or a proxy) that sends the headers and
 * then stalls would leave the body's read waiting forever. The client reads every body within what is
 * left of the call's deadline (api/deadlines.ts), and such a call fails as a time-out like any other.
 */

/** An answer's body did not arrive before the call's deadline. */
export class BodyTimeoutError extends Error {
  override name = 'BodyTimeoutError';
}

/**
 * Reads `response`'s body with `read` before `endsAt` (ms since the epoch); past it, rejects with a
 * {@link BodyTimeoutError} and lets the body go.
 */
export function readWithin<T>(
  response: Response,
  read: (response: Response) => Promise<T>,
  endsAt: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        reject(new BodyTimeoutError('the answer’s body did not arrive before the deadline'));
        // A body being read is locked: cancelling it then fails, and the read is dropped instead.
        response.body?.cancel().catch(() => undefined);
      },
      Math.max(0, endsAt - Date.now()),
    );
    read(response)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
