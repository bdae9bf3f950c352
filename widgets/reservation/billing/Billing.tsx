import { useState } from 'react';
import { AddressFields } from '../../../core/form/AddressFields.tsx';
import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { addressLabels, customerLabels } from '../fieldLabels.ts';
import {
  type AddressValues,
  addressRules,
  CUSTOMER_FIELDS,
  type CustomerValues,
  customerRules,
} from '../forms.ts';
import type { ReservationT } from '../i18n.ts';
import { useFillEmpty } from '../useFillEmpty.ts';

interface Props {
  t: ReservationT;
  /** The buyer as registered: the personal data start with it. */
  person: CustomerValues;
  /** The billing address as the flow knows it. */
  address: AddressValues;
  /** The reservation was just paid: say it was approved. */
  approved: boolean;
  onPerson: (values: CustomerValues) => void;
  onAddress: (values: AddressValues) => void;
  onDone: () => void;
}

const PLACE = ['city', 'state'] as const;

/** Billing data in two sections: personal data, then the address with its postal-code lookup. */
export function Billing({ t, person, address, approved, onPerson, onAddress, onDone }: Props) {
  const { context } = useWidget();
  const { market } = context;
  const [section, setSection] = useState<'personal' | 'address'>('personal');
  const personal = useFormState<CustomerValues>({
    initial: person,
    validate: (values) => validateForm(values, customerRules(market), market),
    resetTo: (values) => values,
  });
  const place = useFormState<AddressValues>({
    initial: address,
    validate: (values) => validateForm(values, addressRules(market), market),
  });
  useFillEmpty(personal.setValues, person);

  const submit = () =>
    section === 'personal'
      ? personal.submit(async (values) => {
          onPerson(values);
          setSection('address');
          return 'sent';
        })
      : place.submit(async (values) => {
          onAddress(values);
          onDone();
          return 'sent';
        });
  const shown = section === 'personal' ? personal : place;
  const missing = shown.attempted > 0 && Object.keys(shown.errors).length > 0;
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-billing-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {approved && (
        <p className="hub-alert" data-tone="success" role="status">
          {t('paymentApproved')}
        </p>
      )}
      <h2 className="hub-title" id="rsv-billing-title">
        {t('billingTitle')}: {section === 'personal' ? t('personalData') : t('addressData')}
      </h2>
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        {section === 'personal' ? (
          <ContactFields
            fields={CUSTOMER_FIELDS}
            values={personal.values}
            errors={personal.errors}
            onChange={personal.update}
            labels={customerLabels(t, context.country)}
            documentRequired
          />
        ) : (
          <AddressFields
            value={place.values}
            onChange={place.setValues}
            errors={place.errors}
            place={PLACE}
            labels={addressLabels(t)}
            required
          />
        )}
      </div>
      {missing && (
        <p className="hub-alert" data-tone="error" role="alert">
          {t('missingFields')}
        </p>
      )}
      <div className="hub-row">
        {section === 'address' && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => {
              // The personal data may be sent again.
              personal.reset();
              setSection('personal');
            }}
          >
            {t('back')}
          </button>
        )}
        <button type="submit" className="hub-button">
          {t('continue')}
        </button>
      </div>
    </form>
  );
}
