/**
 * A send that failed, with why: what a form's send answers when it catches the service's failure
 * itself (to fire its event, say), so that `useFormState` keeps the failure and the kit can say a
 * rate limit's wait or that the browser is offline (README "Deadlines and failures").
 */
export interface SendFailure {
  readonly outcome: 'failed';
  /** The error the send caught (usually a `ServiceError`). */
  readonly failure: unknown;
}

/** The answer of a send that failed with `failure`: counts as `failed`, the failure kept by the form. */
export function failedWith(failure: unknown): SendFailure {
  return { outcome: 'failed', failure };
}

/** Whether a send's answer is a {@link SendFailure}. */
export function isSendFailure(answer: unknown): answer is SendFailure {
  return typeof answer === 'object' && answer !== null && (answer as SendFailure).outcome === 'failed';
}
