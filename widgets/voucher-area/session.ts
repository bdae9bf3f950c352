import { ServiceError } from '../../core/errors.ts';

/** Whether a failure means the sign-in is gone: a bogus or expired token, refused with 401. */
export function isUnauthorized(failure: unknown): boolean {
  return failure instanceof ServiceError && failure.status === 401;
}

/**
 * Wraps a service call so that a refused sign-in (401) is reported through `onUnauthorized` (the
 * widget then asks the owner to sign in again) before the failure goes on as usual.
 */
export function reportingUnauthorized<T>(call: Promise<T>, onUnauthorized: () => void): Promise<T> {
  return call.catch((failure: unknown) => {
    if (isUnauthorized(failure)) onUnauthorized();
    throw failure;
  });
}
