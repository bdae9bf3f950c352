import { ServiceError } from '../../../core/errors.ts';

/** Whether a failure leaves the payment's outcome unknown (the charge may have happened). */
export function outcomeUnknown(error: unknown): boolean {
  return (
    error instanceof ServiceError &&
    (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'bad-response')
  );
}

/** A payment sender: at most one request in flight, an Idempotency-Key per attempt. */
export interface PaymentSender<T> {
  /** Sends the payment; a second call while one is in flight gets the same promise. */
  submit: () => Promise<T>;
  /** The key of the current attempt (null before the first). */
  readonly key: string | null;
}

/**
 * Sends a payment once even when clicked twice, and safely again after a failure (seed payments):
 * each attempt has its own Idempotency-Key, reused by the retry of an attempt whose outcome is
 * unknown (time-out, network, 5xx), so the service answers it without charging twice. A definite
 * refusal (such as a declined card) ends the attempt: the next submit is a new attempt with a new
 * key. Once paid, a submit (a late second click) answers the same success without sending. `send` gets the key and is given the same attempt data on retries.
 */
export function createPaymentSender<T>(
  send: (key: string) => Promise<T>,
  newKey: () => string = () => crypto.randomUUID(),
): PaymentSender<T> {
  let key: string | null = null;
  let open = false;
  let inFlight: Promise<T> | null = null;
  let paid: Promise<T> | null = null;
  return {
    get key() {
      return key;
    },
    submit() {
      if (paid) return paid;
      if (inFlight) return inFlight;
      if (!open || !key) {
        key = newKey();
        open = true;
      }
      const attemptKey = key;
      inFlight = send(attemptKey).then(
        (value) => {
          open = false;
          inFlight = null;
          paid = Promise.resolve(value);
          return value;
        },
        (error: unknown) => {
          if (!outcomeUnknown(error)) open = false;
          inFlight = null;
          throw error;
        },
      );
      return inFlight;
    },
  };
}
