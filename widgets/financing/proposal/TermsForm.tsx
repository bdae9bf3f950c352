import { useId } from 'react';
import { CheckField } from '../../../core/form/fields/CheckField.tsx';
import type { FinancingT } from '../i18n.ts';

interface Props {
  t: FinancingT;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  /** Why the last send failed: the service, or a signed-out buyer. */
  sendError: 'failed' | 'signIn' | null;
  onBack: () => void;
  /** Sends the proposal (the terms form sends nothing until they are accepted, and only once). */
  onSend: () => void;
}

/** installment-terms-and-conditions: the credit-check consent, then the proposal is sent. */
export function TermsForm({ t, accepted, onAccept, sendError, onBack, onSend }: Props) {
  const termsId = useId();
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="fin-terms-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <h2 className="hub-title" id="fin-terms-title">
        {t('termsTitle')}
      </h2>
      <p id={termsId}>{t('termsText')}</p>
      <CheckField name="terms" checked={accepted} onChange={onAccept} describedBy={termsId}>
        {t('termsAccept')}
      </CheckField>
      {!accepted && <p className="hub-hint">{t('termsRequired')}</p>}
      {sendError && (
        <p className="hub-alert" data-tone="error" role="alert">
          {sendError === 'signIn' ? t('signInRequired') : t('sendFailed')}
        </p>
      )}
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="hub-button" aria-disabled={!accepted || undefined}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}
