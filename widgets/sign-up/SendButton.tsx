import type { FormStatus } from '../../core/form/useFormState.ts';
import type { SignUpT } from './i18n.ts';

/** A screen's send button: 'sending…' while busy (aria-disabled, never a second send), 'try again' after a failure. */
export function SendButton({
  t,
  status,
  failed,
  label,
}: {
  t: SignUpT;
  status: FormStatus;
  failed: boolean;
  label: string;
}) {
  const sending = status === 'sending';
  return (
    <div className="hub-row">
      <button
        type="submit"
        className="hub-button"
        part="button"
        aria-disabled={sending || undefined}
        data-loading={sending || undefined}
      >
        {sending ? t('sending') : failed ? t('retry') : label}
      </button>
    </div>
  );
}
