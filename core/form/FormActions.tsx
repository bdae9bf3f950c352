import type { ReactNode } from 'react';
import { useSendFailureText } from './failureText.ts';
import { SubmitButton } from './SubmitButton.tsx';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** What went wrong with the last send, said above the buttons (`role="alert"`); null: nothing. */
  problem?: string | null | undefined;
  /** The problem's tone: an error (default), or information (nothing to save, say). */
  tone?: 'error' | 'info';
  /** A send is under way (see {@link SubmitButton}). */
  busy: boolean;
  /** The last send failed: the button says `retryLabel`. */
  failed?: boolean;
  /**
   * Why the last send failed (`useFormState`'s `failure`): a rate limit or offline is said instead of
   * the `problem` (see `useSendFailureText`).
   */
  failure?: unknown;
  /** Seconds left of a rate limit's wait (`useFormState`'s `waitLeft`): the send button waits them out. */
  waitLeft?: number;
  label: string;
  busyLabel: string;
  retryLabel?: string;
  /** The secondary look (a small form inside a list). */
  variant?: 'secondary';
  /** A cancel button after the send button: its label and what it does. */
  cancel?: { label: string; onCancel: () => void };
  /** Further buttons after these. */
  children?: ReactNode;
}

/**
 * The end of a form: what went wrong with the last send (what was typed stays), then the send button
 * of the kit and, when given, a cancel button and further buttons in one row.
 */
export function FormActions({
  problem,
  tone = 'error',
  busy,
  failed,
  failure,
  waitLeft = 0,
  label,
  busyLabel,
  retryLabel,
  variant,
  cancel,
  children,
}: FormActionsProps) {
  const said = useSendFailureText({ failure, waitLeft }, problem ?? '');
  return (
    <>
      {problem && (
        <p className="hub-alert" data-tone={tone} role="alert" part="alert">
          {said}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          busy={busy}
          failed={failed}
          waitLeft={waitLeft}
          label={label}
          busyLabel={busyLabel}
          retryLabel={retryLabel}
          variant={variant}
        />
        {cancel && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={cancel.onCancel}
          >
            {cancel.label}
          </button>
        )}
        {children}
      </div>
    </>
  );
}
