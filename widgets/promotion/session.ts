import { ServiceError } from '../../core/errors.ts';

/** Whether a failure means the sign-in is gone: a bogus or expired token, refused with 401. */
export function isUnauthorized(failure: unknown): boolean {
  return failure instanceof ServiceError && failure.status === 401;
}

/** The failure kind an event reports. */
export function failureCode(failure: unknown): string {
  return failure instanceof ServiceError ? failure.kind : 'unknown';
}
