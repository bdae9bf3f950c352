import { CheckField } from '../../../core/form/fields/CheckField.tsx';
import type { CancelT } from './i18n.ts';

interface Props {
  t: CancelT;
  /** The reservation amount, as money: refunded in full. */
  amount: string;
  accepted: boolean;
  onAccept: (checked: boolean) => void;
  error: string | null;
  /** Prefix of the ids inside (the modal's). */
  id: string;
}

/** The terms of cancellation and the checkbox that accepts them. */
export function CancelTerms({ t, amount, accepted, onAccept, error, id }: Props) {
  return (
    <>
      <ul className="order-terms">
        <li>{t('cancelTermsRefund', { amount })}</li>
        <li>{t('cancelTermsUnit')}</li>
      </ul>
      <CheckField
        name="acceptTerms"
        checked={accepted}
        onChange={onAccept}
        describedBy={error ? `${id}-terms-error` : undefined}
      >
        {t('cancelTermsAccept')}
      </CheckField>
      {error && (
        <p className="hub-field-error" id={`${id}-terms-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
