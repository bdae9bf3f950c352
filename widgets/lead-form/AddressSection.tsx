import { useState } from 'react';
import { lookupPostalCode } from '../../api/location.ts';
import { useApi } from '../../api/useApi.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import type { Translate } from '../../core/i18n.ts';
import type { LeadAddress } from '../../domain/lead/values.ts';
import { messageOf, postalCodeMask } from '../../validators/index.ts';
import type { leadFormMessages } from './i18n.ts';
import type { LeadErrors } from './validation.ts';

interface AddressSectionProps {
  address: LeadAddress;
  errors: LeadErrors;
  onChange: (address: LeadAddress) => void;
  onTouch: (field: string) => void;
  t: Translate<(typeof leadFormMessages)['pt-BR']>;
}

/** Optional address of the custom lead form; a complete postal code fills street and neighbourhood. */
export function AddressSection({ address, errors, onChange, onTouch, t }: AddressSectionProps) {
  const api = useApi();
  const [lookup, setLookup] = useState<'idle' | 'loading' | 'not-found'>('idle');
  const set = (key: keyof LeadAddress) => (value: string) => onChange({ ...address, [key]: value });
  const onPostalCode = async (value: string) => {
    onChange({ ...address, postalCode: value });
    if (api.country !== 'BR' || value.replace(/\D/g, '').length !== 8) return;
    setLookup('loading');
    const found = await lookupPostalCode(api, value);
    if (!found) {
      setLookup('not-found');
      return;
    }
    setLookup('idle');
    onChange({ ...address, postalCode: value, street: found.street, neighborhood: found.neighborhood });
  };
  const postalError =
    errors['address.postalCode'] ??
    (lookup === 'not-found' ? messageOf('postalCode.notFound', api.market) : undefined);
  return (
    <fieldset className="hub-fieldset hub-span-all">
      <legend className="hub-legend">{t('addressLegend')}</legend>
      <div className="hub-grid">
        <TextField
          name="postalCode"
          label={t('postalCode')}
          value={address.postalCode}
          onChange={(value) => void onPostalCode(value)}
          onBlur={() => onTouch('address.postalCode')}
          mask={postalCodeMask(api.market)}
          inputMode={api.country === 'BR' ? 'numeric' : 'text'}
          autoComplete="postal-code"
          error={postalError}
          hint={lookup === 'loading' ? t('lookingUpPostalCode') : undefined}
        />
        <TextField
          name="street"
          label={t('street')}
          value={address.street}
          onChange={set('street')}
          onBlur={() => onTouch('address.street')}
          autoComplete="address-line1"
          error={errors['address.street']}
        />
        <TextField
          name="number"
          label={t('number')}
          value={address.number}
          onChange={set('number')}
          onBlur={() => onTouch('address.number')}
          inputMode="numeric"
          error={errors['address.number']}
        />
        <TextField
          name="complement"
          label={t('complement')}
          value={address.complement}
          onChange={set('complement')}
        />
        <TextField
          name="neighborhood"
          label={t('neighborhood')}
          value={address.neighborhood}
          onChange={set('neighborhood')}
          onBlur={() => onTouch('address.neighborhood')}
          error={errors['address.neighborhood']}
        />
      </div>
    </fieldset>
  );
}
