import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { rateLimitWait } from '../errors.ts';
import { useCountdown } from '../useCountdown.ts';
import { WidgetScopeContext } from '../WidgetContext.tsx';
import { isSendFailure, type SendFailure } from './sendFailure.ts';
import type { FormErrors } from './validateForm.ts';

/** Where a form's send stands. */
export type FormStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * How a send ended: `sent`; `failed` (the service failed: the values stay for another try); `refused`
 * (the service refused a value, e.g. a phone without WhatsApp: back to editing, the first invalid
 * field focused). A send that throws counts as `failed`, the thrown error kept as the form's
 * `failure`; a send that catches its failure answers `failedWith(error)` (./sendFailure.ts) to keep it.
 */
export type SendOutcome = 'sent' | 'failed' | 'refused';

/** What a form's send answers: an outcome, or a failure with its error ({@link SendFailure}). */
export type SendAnswer = SendOutcome | SendFailure;

/**
 * What {@link FormState.submit} did: the send's outcome, `invalid` (nothing sent) or `ignored` (busy, or
 * sent already and not `repeatable`).
 */
export type SubmitResult = SendOutcome | 'invalid' | 'ignored';

/** The fields a refused send focuses: the first one marked invalid, in document order. */
export const INVALID_FIELD = '[aria-invalid="true"], [data-invalid] input';

/** Options of {@link useFormState}. */
export interface FormStateOptions<V> {
  /** The empty form, or a function that makes it (also what `reset()` returns to). */
  initial: V | (() => V);
  /** Every message of the values, by field: usually a call of `validateForm`. Run on each render. */
  validate: (values: V) => FormErrors;
  /** What `reset()` keeps for another send (default: nothing, back to `initial`). */
  resetTo?: (current: V) => V;
  /**
   * A form sent again and again (a search, a code to redeem): after a success it takes the next send
   * with the values kept, as a new form (nothing visited, messages wait for the next attempt; status
   * `sent` until then). Still never two sends at once. Default: send-once.
   */
  repeatable?: boolean;
  /** Where the fields live, for the focus after a refused send (default: the widget's shadow root). */
  focusRoot?: () => ParentNode | null | undefined;
}

/** The declared state and actions of a form; components only draw them. */
export interface FormState<V> {
  /** What the user typed or chose. */
  values: V;
  /** Sets one field. */
  update: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Sets several fields at once (a patch from a picker, a prefill). */
  setValues: Dispatch<SetStateAction<V>>;
  /** Marks a field as visited (on blur or choice): its message shows from now on. */
  touch: (key: string) => void;
  /** The visited fields. */
  touched: ReadonlySet<string>;
  /** How many sends were attempted since the last reset. */
  attempted: number;
  /** The messages to show: all of them after a send attempt, else those of visited fields only. */
  errors: FormErrors;
  /** Every message of the current values, shown or not. */
  allErrors: FormErrors;
  /** Where the send stands. */
  status: FormStatus;
  /**
   * Why the last send failed (the thrown error, or the one given to `failedWith`); undefined unless
   * `status` is `failed`. The kit's `FormActions`, `SubmitButton` and `useSendFailureText` say it.
   */
  failure: unknown;
  /**
   * Seconds left before another send may go when the service limited the rate (a 429 with
   * `Retry-After`); 0 otherwise. Until then `submit` sends nothing (`ignored`).
   */
  waitLeft: number;
  /**
   * Sends once: ignored while sending, during a rate limit's wait, or after success (a click burst sends nothing more; a
   * `repeatable` form takes another send after success); with messages it sends nothing and focuses
   * the first invalid field; else `send` runs with the values as of now (a change not rendered yet
   * included, e.g. a masked field's last key right before Enter).
   */
  submit: (send: (values: V) => Promise<SendAnswer>) => Promise<SubmitResult>;
  /**
   * A send attempt that sends nothing, for a form spread over screens (its Continue): every message
   * shows from now on and, with messages, the first invalid field is focused. True when there are none.
   */
  check: () => boolean;
  /** Back to a new form (`resetTo` of the values, else the initial ones), nothing visited, idle. */
  reset: () => void;
}

/**
 * The form state machine every hub form uses: values, visited fields, send attempts, messages shown
 * (all after an attempt, else visited only), a send-once (or `repeatable`) status and the focus on the first invalid
 * field after a refused send. Knows nothing of what is sent: the form gives `validate` and `send`.
 */
export function useFormState<V>(options: FormStateOptions<V>): FormState<V> {
  const scope = useContext(WidgetScopeContext);
  const [values, setRenderedValues] = useState<V>(options.initial);
  // The values as of now, not as of the last render: what submit and check read.
  const current = useRef(values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(0);
  const [refusals, setRefusals] = useState(0);
  const [status, setStatus] = useState<FormStatus>('idle');
  // The send phase as of now, not as of the last render: a click burst sends at most once.
  const phase = useRef<FormStatus>('idle');
  const [failure, setFailure] = useState<unknown>();
  // When a rate limit's wait ends (ms since the epoch): no send goes before.
  const heldUntil = useRef(0);
  const waitLeft = useCountdown(rateLimitWait(failure), failure);

  const allErrors = options.validate(values);
  const errors = attempted > 0 ? allErrors : visitedOnly(allErrors, touched);

  const latest = useRef(options);
  latest.current = options;

  const setValues = useCallback<Dispatch<SetStateAction<V>>>((next) => {
    current.current = typeof next === 'function' ? (next as (previous: V) => V)(current.current) : next;
    setRenderedValues(current.current);
  }, []);
  const update = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => setValues((previous) => ({ ...previous, [key]: value })),
    [setValues],
  );
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const submit = useCallback(async (send: (values: V) => Promise<SendAnswer>): Promise<SubmitResult> => {
    if (phase.current === 'sending' || (phase.current === 'sent' && !latest.current.repeatable))
      return 'ignored';
    if (Date.now() < heldUntil.current) return 'ignored';
    if (!attempt(latest.current.validate(current.current), setAttempted, setRefusals)) return 'invalid';
    phase.current = 'sending';
    setStatus('sending');
    setFailure(undefined);
    let outcome: SendOutcome;
    let failed: unknown;
    try {
      const answer = await send(current.current);
      outcome = isSendFailure(answer) ? 'failed' : answer;
      if (isSendFailure(answer)) failed = answer.failure;
    } catch (error) {
      outcome = 'failed';
      failed = error;
    }
    heldUntil.current = Date.now() + (rateLimitWait(failed) ?? 0) * 1000;
    setFailure(failed);
    phase.current = outcome === 'refused' ? 'idle' : outcome;
    setStatus(phase.current);
    if (outcome === 'refused') setRefusals((n) => n + 1);
    // A repeatable form takes the next send as a new one, the values kept.
    if (outcome === 'sent' && latest.current.repeatable) {
      setTouched(new Set());
      setAttempted(0);
    }
    return outcome;
  }, []);

  const check = useCallback(
    () => attempt(latest.current.validate(current.current), setAttempted, setRefusals),
    [],
  );

  const reset = useCallback(() => {
    const { initial, resetTo } = latest.current;
    setValues(resetTo ?? (typeof initial === 'function' ? (initial as () => V)() : initial));
    setTouched(new Set());
    setAttempted(0);
    setRefusals(0);
    phase.current = 'idle';
    setStatus('idle');
    setFailure(undefined);
    heldUntil.current = 0;
  }, [setValues]);

  // After a refused send (bad input, or a value the service refused), the first field with a message.
  const host = scope?.host;
  useEffect(() => {
    if (refusals === 0) return;
    const root = latest.current.focusRoot?.() ?? host?.shadowRoot;
    root?.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
  }, [refusals, host]);

  return {
    values,
    update,
    setValues,
    touch,
    touched,
    attempted,
    errors,
    allErrors,
    status,
    failure,
    waitLeft,
    submit,
    check,
    reset,
  };
}

/** Counts a send attempt; with messages it is refused (the first invalid field gets the focus). True when valid. */
function attempt(errors: FormErrors, setAttempted: Counter, setRefusals: Counter): boolean {
  setAttempted((n) => n + 1);
  if (Object.keys(errors).length === 0) return true;
  setRefusals((n) => n + 1);
  return false;
}

type Counter = Dispatch<SetStateAction<number>>;

function visitedOnly(errors: FormErrors, touched: ReadonlySet<string>): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => touched.has(key)));
}
