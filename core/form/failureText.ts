import { isOffline, rateLimitWait } from '../errors.ts';
import { coreMessages } from '../messages.ts';
import { useCountdown } from '../useCountdown.ts';
import { useT } from '../WidgetContext.tsx';

/** What failed: a load (retried by itself when the connection is back) or a send (only by the person). */
export type FailedCall = 'load' | 'send';

/**
 * What to say of a failed load or send (README "Deadlines and failures"): a rate limit (429 with
 * `Retry-After`) says its wait — 'Muitas tentativas, tente em N s' — and, once `left` reaches 0, that
 * the person may try again; offline says so (a load: it comes back by itself; a send: check the
 * connection and send again); any other failure says the flow's own `message`.
 */
export function useFailureText(failure: unknown, message: string, left: number, call: FailedCall): string {
  const t = useT(coreMessages);
  const wait = rateLimitWait(failure);
  if (wait !== undefined) return left > 0 ? t('rateLimited', { seconds: wait }) : t('rateLimitOver');
  if (isOffline(failure)) return t(call === 'load' ? 'offline' : 'offlineSend');
  return message;
}

/** What a form tells of its last send's failure (`useFormState`'s `failure` and `waitLeft`). */
export interface SendFailureState {
  failure: unknown;
  waitLeft: number;
}

/**
 * What a form says of its failed send: the rate limit's wait or offline in the kit's words, else the
 * form's own `message` (the specification's send failure).
 */
export function useSendFailureText(form: SendFailureState, message: string): string {
  return useFailureText(form.failure, message, form.waitLeft, 'send');
}

/**
 * What an action outside a form's send (a button's call) says of its `failure`: a rate limit's wait,
 * counted down, or offline in the kit's words, else `message`.
 */
export function useActionFailureText(failure: unknown, message: string): string {
  return useActionFailure(failure, message).text;
}

/** What {@link useActionFailure} gives an action's button. */
export interface ActionFailure {
  /** What to say of the failure: a rate limit's wait, offline, else the action's own message. */
  text: string;
  /** Seconds left of a rate limit's wait (0: nothing holds the action); the button shows them. */
  waitLeft: number;
  /** Runs `action` unless a rate limit's wait holds it: a press meanwhile does nothing. */
  run: <T>(action: () => T) => T | undefined;
}

/**
 * An action outside a form (a button's call: a download, a refresh, a removal) after its last
 * `failure`: what to say (as {@link useActionFailureText}) and, after a 429 with `Retry-After`, the
 * wait that holds the next press — `run` ignores it until the wait is over; the button is meant to
 * be `aria-disabled` and show `waitLeft` meanwhile (`WaitLeft`). Nothing is ever run by itself.
 */
export function useActionFailure(failure: unknown, message: string): ActionFailure {
  const waitLeft = useCountdown(rateLimitWait(failure), failure);
  const text = useFailureText(failure, message, waitLeft, 'send');
  return { text, waitLeft, run: (action) => (waitLeft > 0 ? undefined : action()) };
}
