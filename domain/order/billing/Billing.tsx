import { useEffect, useId, useState } from 'react';
import { AddressFields } from '../../../core/form/AddressFields.tsx';
import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { fillEmpty } from '../../profile/fillEmpty.ts';
import { orderAddressLabels } from '../addressTexts.ts';
import { FormTitle } from '../FormTitle.tsx';
import {
  type AddressValues,
  addressRules,
  CUSTOMER_FIELDS,
  type CustomerValues,
  customerRules,
} from './billingData.ts';
import { billingMessages } from './i18n.ts';

interface Props {
  /** The buyer as registered: the personal data start with it. */
  person: CustomerValues;
  /** The billing address as known so far. */
  address: AddressValues;
  /** The reservation was just paid: say it was approved. */
  approved?: boolean;
  onPerson: (values: CustomerValues) => void;
  onAddress: (values: AddressValues) => void;
  onDone: () => void;
  /** The title's heading level: 2 on a screen of its own (default), 3 inside an order's card. */
  level?: 2 | 3;
  /** Focus the title when the form shows and on each section (when no flow around it does). */
  focusTitle?: boolean;
}

const PLACE = ['city', 'state'] as const;

/** Billing data in two sections: personal data, then the address with its postal-code lookup. */
export function Billing({
  person,
  address,
  approved = false,
  onPerson,
  onAddress,
  onDone,
  level = 2,
  focusTitle = false,
}: Props) {
  const { context } = useWidget();
  const t = useT(billingMessages);
  const { market } = context;
  const titleId = useId();
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
  // The buyer's data may arrive after the screen (the profile, a resumed order): fill what is still empty.
  const { setValues } = personal;
  useEffect(() => {
    setValues((values) => fillEmpty(values, person));
  }, [person, setValues]);
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
      aria-labelledby={titleId}
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
      <FormTitle id={titleId} level={level} focus={focusTitle} section={section}>
        {t('billingTitle')}: {section === 'personal' ? t('personalData') : t('addressData')}
      </FormTitle>
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        {section === 'personal' ? (
          <ContactFields
            fields={CUSTOMER_FIELDS}
            values={personal.values}
            errors={personal.errors}
            onChange={personal.update}
            labels={{
              name: t('name'),
              document: context.country === 'AR' ? t('cuil') : t('document'),
              email: t('email'),
              phone: t('phone'),
            }}
            documentRequired
          />
        ) : (
          <AddressFields
            value={place.values}
            onChange={place.setValues}
            errors={place.errors}
            place={PLACE}
            labels={orderAddressLabels(t)}
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
