import { type RefObject, useEffect, useRef } from 'react';
import { type SendFailureState, useSendFailureText } from '../../core/form/failureText.ts';
import { SentResult } from '../../core/form/SentResult.tsx';
import type { FormStatus } from '../../core/form/useFormState.ts';

/** The texts of a send's outcome, from the form's i18n.ts. */
export interface LeadOutcomeTexts {
  success: string;
  successDetail: string;
  sendAnother: string;
  fixErrors: string;
  failure: string;
  failureDetail: string;
}

const KEYS = ['success', 'successDetail', 'sendAnother', 'fixErrors', 'failure', 'failureDetail'] as const;

/** The outcome's texts read from a form's translator (both lead-form texts hold the six keys). */
export function outcomeTexts(t: (key: keyof LeadOutcomeTexts) => string): LeadOutcomeTexts {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as unknown as LeadOutcomeTexts;
}

/** The result's element, focused once a send is answered (sent or failed). */
export function useResultFocus(status: FormStatus): RefObject<HTMLDivElement | null> {
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent' || status === 'failed') resultRef.current?.focus();
  }, [status]);
  return resultRef;
}

/** A lead form's message sent: the seed's success and the button that starts another. */
export function LeadSent(props: {
  resultRef: RefObject<HTMLDivElement | null>;
  texts: LeadOutcomeTexts;
  onAnother: () => void;
}) {
  return (
    <SentResult
      className="lead-result"
      resultRef={props.resultRef}
      title={props.texts.success}
      anotherLabel={props.texts.sendAnother}
      onAnother={props.onAnother}
    >
      <p>{props.texts.successDetail}</p>
    </SentResult>
  );
}

/**
 * What a lead form says above its send button: fields still to fill after an attempt, and the seed's
 * failure with what was typed kept (the focused result); a rate limit's wait or offline is said in
 * place of the generic detail.
 */
export function LeadAlerts(props: {
  hasErrors: boolean;
  failed: boolean;
  /** The form's last failure and the rate limit's seconds left (`useFormState`). */
  send: SendFailureState;
  resultRef: RefObject<HTMLDivElement | null>;
  texts: LeadOutcomeTexts;
}) {
  const detail = useSendFailureText(props.send, props.texts.failureDetail);
  return (
    <>
      {props.hasErrors && (
        <p className="hub-alert" data-tone="warning" role="alert" part="alert">
          {props.texts.fixErrors}
        </p>
      )}
      {props.failed && (
        <div
          className="hub-alert"
          data-tone="error"
          role="alert"
          ref={props.resultRef}
          tabIndex={-1}
          part="alert"
        >
          <p className="hub-subtitle">{props.texts.failure}</p>
          <p>{detail}</p>
        </div>
      )}
    </>
  );
}
