import type { ReactNode } from 'react';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';

/** Props of {@link SendActions}. */
export interface SendActionsProps {
  /** The last send failed: the seed's message is shown above the button (what was chosen stays). */
  failed: boolean;
  failure: string;
  sending: boolean;
  label: string;
  sendingLabel: string;
  /** A secondary look (a small form inside a list) instead of the primary one. */
  secondary?: boolean;
  /** Buttons after the send button (e.g. cancel). */
  children?: ReactNode;
}

/**
 * The end of a benefits form: the failure alert when the last send failed, then the submit button
 * of the form kit (busy while sending, with the kit's sending look; the form's send-once ignores
 * presses meanwhile).
 */
export function SendActions({
  failed,
  failure,
  sending,
  label,
  sendingLabel,
  secondary,
  children,
}: SendActionsProps) {
  return (
    <>
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {failure}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          busy={sending}
          label={label}
          busyLabel={sendingLabel}
          variant={secondary ? 'secondary' : undefined}
        />
        {children}
      </div>
    </>
  );
}
