import { useId } from 'react';
import { CheckField } from '../../../core/form/fields/CheckField.tsx';
import { useT } from '../../../core/WidgetContext.tsx';
import { intentMessages } from './i18n.ts';

/** The rental form's consents (seed 001 §3): privacy (required), receive offers, direct contact. */
export const RENTAL_CONSENTS = ['privacy', 'receiveOffers', 'directContact'] as const;
export type RentalConsent = (typeof RENTAL_CONSENTS)[number];

/** Props of {@link RentalConsents}. */
export interface RentalConsentsProps {
  values: Readonly<Record<RentalConsent, boolean>>;
  onChange: (consent: RentalConsent, checked: boolean) => void;
  /** The privacy consent's message, beside the group. */
  error?: string | undefined;
}

/** The three consents as one group; the privacy box is required and carries the group's message. */
export function RentalConsents({ values, onChange, error }: RentalConsentsProps) {
  const t = useT(intentMessages);
  const errorId = useId();
  return (
    <fieldset className="hub-fieldset" data-invalid={error ? '' : undefined}>
      <legend className="hub-legend">{t('consentsLegend')}</legend>
      <div className="hub-stack">
        {RENTAL_CONSENTS.map((consent) => (
          <CheckField
            key={consent}
            name={consent}
            checked={values[consent]}
            onChange={(checked) => onChange(consent, checked)}
            describedBy={consent === 'privacy' && error ? errorId : undefined}
          >
            {t(consent)}
            {consent === 'privacy' && (
              <span className="hub-required" aria-hidden="true">
                {' *'}
              </span>
            )}
          </CheckField>
        ))}
      </div>
      {error && (
        <p className="hub-field-error" id={errorId} part="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
