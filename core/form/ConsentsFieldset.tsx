import { useId } from 'react';
import { useT } from '../WidgetContext.tsx';
import { CheckField } from './fields/CheckField.tsx';
import { formMessages } from './i18n.ts';

/** The contact consents of a lead (seed 000 §3): SMS and phone, WhatsApp, e-mail. */
export const CONSENTS = ['allowSMS', 'allowWhatsApp', 'allowEmail'] as const;
export type Consent = (typeof CONSENTS)[number];

/** Props of {@link ConsentsFieldset}. */
export interface ConsentsFieldsetProps {
  values: Readonly<Record<Consent, boolean>>;
  onChange: (consent: Consent, checked: boolean) => void;
  /** Called on each change: the group's message ('at least one') shows from then on. */
  onTouch: () => void;
  /** The group's message (at least one channel, seed 000 §5), beside the group. */
  error?: string | undefined;
}

/** 'I accept to be contacted by': the three channels as one required group with one message. */
export function ConsentsFieldset({ values, onChange, onTouch, error }: ConsentsFieldsetProps) {
  const t = useT(formMessages);
  const errorId = useId();
  return (
    <fieldset
      className="hub-fieldset"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className="hub-legend">
        {t('consentsLegend')}
        <span className="hub-required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="hub-row">
        {CONSENTS.map((consent) => (
          <CheckField
            key={consent}
            name={consent}
            checked={values[consent]}
            onChange={(checked) => {
              onChange(consent, checked);
              onTouch();
            }}
          >
            {t(consent)}
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
