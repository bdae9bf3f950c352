import { useState } from 'react';
import { lookupPostalCode } from '../../../api/location.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import {
  cpfCnpjMask,
  cuilMask,
  isValidPostalCode,
  phoneMask,
  postalCodeMask,
} from '../../../validators/index.ts';
import {
  type AddressValues,
  addressRules,
  type CustomerValues,
  customerRules,
  type Errors,
  validate,
} from '../forms.ts';
import type { ReservationT } from '../i18n.ts';

interface Props {
  t: ReservationT;
  person: CustomerValues;
  address: AddressValues;
  onPerson: (values: CustomerValues) => void;
  onAddress: (values: AddressValues) => void;
  onDone: () => void;
}

/** Billing data in two sections: personal data, then the address with its postal-code lookup. */
export function Billing({ t, person, address, onPerson, onAddress, onDone }: Props) {
  const { context } = useWidget();
  const scope = context;
  const ar = context.market === 'es-AR';
  const [section, setSection] = useState<'personal' | 'address'>('personal');
  const [errors, setErrors] = useState<Errors<string>>({});
  const [notFound, setNotFound] = useState(false);
  const [looked, setLooked] = useState('');

  const lookup = async (postalCode: string) => {
    if (!isValidPostalCode(postalCode) || postalCode === looked || ar) return;
    setLooked(postalCode);
    const found = await lookupPostalCode(scope, postalCode);
    setNotFound(!found);
    if (found)
      onAddress({
        ...address,
        postalCode,
        street: found.street ?? address.street,
        neighborhood: found.neighborhood ?? address.neighborhood,
        city: found.cityName ?? address.city,
        state: found.stateCode ?? address.state,
      });
  };
  type Extra = Partial<Parameters<typeof TextField>[0]>;
  const personField = (name: keyof CustomerValues, label: string, extra: Extra = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      required
      value={person[name]}
      onChange={(v) => onPerson({ ...person, [name]: v })}
      error={errors[name]}
      {...extra}
    />
  );
  const addressField = (name: keyof AddressValues, label: string, extra: Extra = {}, required = true) => (
    <TextField
      key={name}
      name={name}
      label={label}
      required={required}
      value={address[name]}
      onChange={(v) => {
        onAddress({ ...address, [name]: v });
        if (name === 'postalCode') void lookup(v);
      }}
      error={errors[name]}
      {...extra}
    />
  );
  const submit = () => {
    const found =
      section === 'personal'
        ? validate(person, customerRules(context.market), context.market)
        : validate(address, addressRules(context.market), context.market);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (section === 'personal') setSection('address');
    else onDone();
  };
  const missing = Object.keys(errors).length > 0;
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-billing-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="hub-title" id="rsv-billing-title">
        {t('billingTitle')}: {section === 'personal' ? t('personalData') : t('addressData')}
      </h2>
      <p className="hub-hint">{t('requiredNote')}</p>
      {section === 'personal' ? (
        <div className="hub-grid">
          {personField('name', t('name'), { autoComplete: 'name' })}
          {personField('document', ar ? t('cuil') : t('document'), { mask: ar ? cuilMask : cpfCnpjMask })}
          {personField('email', t('email'), { type: 'email', autoComplete: 'email' })}
          {personField('phone', t('phone'), { type: 'tel', mask: phoneMask(context.market) })}
        </div>
      ) : (
        <div className="hub-grid">
          {addressField('postalCode', t('postalCode'), {
            ...(ar ? {} : { mask: postalCodeMask(context.market) }),
            inputMode: ar ? 'text' : 'numeric',
            autoComplete: 'postal-code',
          })}
          {notFound && (
            <p className="hub-alert hub-span-all" data-tone="warning" role="status">
              {t('postalCodeNotFound')}
            </p>
          )}
          {addressField('street', t('street'), { autoComplete: 'address-line1' })}
          {addressField('number', t('number'), { inputMode: 'numeric' })}
          {addressField('complement', t('complement'), { autoComplete: 'address-line2' }, false)}
          {addressField('neighborhood', t('neighborhood'))}
          {addressField('city', t('city'), { autoComplete: 'address-level2' })}
          {addressField('state', t('state'), { autoComplete: 'address-level1' })}
        </div>
      )}
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
            onClick={() => setSection('personal')}
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
