import { ServiceError } from '../../core/errors.ts';

/** What a QR code validation came to, said in words beside the form. */
export type QrOutcome = 'valid' | 'used' | 'invalid' | 'failed';

/**
 * The outcome of a refused validation: 409 the code was used already, 422 / 404 it is no code of this
 * promotion; anything else is a failure to retry (the code stays typed).
 */
export function qrOutcomeOf(failure: unknown): QrOutcome {
  if (!(failure instanceof ServiceError)) return 'failed';
  if (failure.status === 409) return 'used';
  if (failure.status === 422 || failure.status === 404) return 'invalid';
  return 'failed';
}
