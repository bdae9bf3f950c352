import { WaitLeft } from './WaitLeft.tsx';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** A send is under way: the button says `busyLabel`, is `aria-disabled` and `data-loading`, and keeps its focus. */
  busy: boolean;
  /** The last send failed: the button says `retryLabel` (when given). */
  failed?: boolean;
  /**
   * Seconds left of a rate limit's wait (`useFormState`'s `waitLeft`): meanwhile the button is
   * `aria-disabled` and shows them (the form's `submit` sends nothing until then).
   */
  waitLeft?: number;
  label: string;
  busyLabel: string;
  retryLabel?: string;
  /** The secondary look (a small form inside a list). */
  variant?: 'secondary';
}

/**
 * A form's submit button: 'sending…' while busy (marked, never disabled, so the focus stays; the
 * form's send-once ignores presses meanwhile), 'try again' after a failure, the seconds left while a
 * rate limit holds the next send. Labels come from the
 * widget's own texts.
 */
export function SubmitButton({
  busy,
  failed,
  waitLeft = 0,
  label,
  busyLabel,
  retryLabel,
  variant,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="hub-button"
      data-variant={variant}
      part="button"
      aria-disabled={busy || waitLeft > 0 || undefined}
      data-loading={busy || undefined}
    >
      {busy ? busyLabel : failed && retryLabel ? retryLabel : label}
      <WaitLeft left={waitLeft} />
    </button>
  );
}
