import { useId } from 'react';
import { findDealersBy } from '../../api/dealers.ts';
import { getCities, getStates } from '../../api/location.ts';
import { useApi } from '../../api/useApi.ts';
import { SelectField } from '../../core/fields/SelectField.tsx';
import type { Translate } from '../../core/i18n.ts';
import { useResource } from '../../core/useResource.ts';
import type { leadFormMessages } from './i18n.ts';
import type { LeadErrors } from './validation.ts';
import type { LeadValues } from './values.ts';

interface DealerChoiceProps {
  values: LeadValues;
  errors: LeadErrors;
  onChange: (patch: Partial<LeadValues>) => void;
  onTouch: (field: string) => void;
  t: Translate<(typeof leadFormMessages)['pt-BR']>;
}

/** State, city and dealer of the brand, chosen in that order (dealers and location services). */
export function DealerChoice({ values, errors, onChange, onTouch, t }: DealerChoiceProps) {
  const api = useApi();
  const legendId = useId();
  const states = useResource(api.country, (signal) => getStates(api, signal));
  const cities = useResource(values.stateCode || null, (signal) => getCities(api, values.stateCode, signal));
  const dealers = useResource(values.cityCode ? `${values.stateCode}/${values.cityName}` : null, (signal) =>
    findDealersBy(api, { stateCode: values.stateCode, cityName: values.cityName }, signal),
  );
  const locationFailed = states.status === 'error' || cities.status === 'error';
  const dealerError = errors.dealerId;
  return (
    <>
      <SelectField
        name="state"
        label={t('state')}
        placeholder={t('statePlaceholder')}
        required
        value={values.stateCode}
        busy={states.status === 'loading'}
        options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
        error={errors.stateCode}
        onChange={(stateCode) => {
          onChange({ stateCode, cityCode: '', cityName: '', dealerId: '', dealerCode: '' });
          onTouch('stateCode');
        }}
      />
      <SelectField
        name="city"
        label={t('city')}
        placeholder={t('cityPlaceholder')}
        required
        value={values.cityCode}
        disabled={!values.stateCode}
        busy={cities.status === 'loading'}
        options={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        error={errors.cityCode}
        onChange={(cityCode) => {
          const city = cities.data?.find((c) => c.code === cityCode);
          onChange({ cityCode, cityName: city?.name ?? '', dealerId: '', dealerCode: '' });
          onTouch('cityCode');
        }}
      />
      {locationFailed && (
        <div className="hub-alert hub-span-all" data-tone="error" role="alert">
          <span>{t('locationFailed')} </span>
          <button
            type="button"
            className="hub-button"
            data-variant="link"
            onClick={states.status === 'error' ? states.retry : cities.retry}
          >
            {t('retryLoad')}
          </button>
        </div>
      )}
      <fieldset
        className="hub-fieldset hub-span-all"
        aria-describedby={dealerError ? `${legendId}-error` : `${legendId}-hint`}
        data-invalid={dealerError ? '' : undefined}
        aria-busy={dealers.status === 'loading' || undefined}
      >
        <legend className="hub-legend" id={legendId}>
          {t('dealer')}
          <span className="hub-required" aria-hidden="true">
            {' *'}
          </span>
        </legend>
        <p className="hub-hint" id={`${legendId}-hint`}>
          {dealers.status === 'idle'
            ? t('chooseCityFirst')
            : dealers.status === 'loading'
              ? t('dealersLoading')
              : dealers.status === 'success' && dealers.data.length === 0
                ? t('noDealers')
                : t('dealerHint')}
        </p>
        {dealers.status === 'error' && (
          <div className="hub-alert" data-tone="error" role="alert">
            <span>{t('dealersFailed')} </span>
            <button type="button" className="hub-button" data-variant="link" onClick={dealers.retry}>
              {t('retryLoad')}
            </button>
          </div>
        )}
        {dealers.status === 'success' && dealers.data.length > 0 && (
          <ul className="hub-list lead-dealers">
            {dealers.data.map((dealer) => (
              <li key={dealer.id}>
                <label className="hub-check lead-dealer">
                  <input
                    type="radio"
                    name="dealer"
                    value={String(dealer.id)}
                    checked={values.dealerId === String(dealer.id)}
                    onChange={() => {
                      onChange({ dealerId: String(dealer.id), dealerCode: dealer.dealerCode });
                      onTouch('dealerId');
                    }}
                  />
                  <span>
                    <strong>{dealer.name}</strong>
                    <br />
                    <span className="hub-text-muted">
                      {`${dealer.street}, ${dealer.number} – ${dealer.neighborhood}, ${dealer.cityName}/${dealer.stateCode}`}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {dealerError && (
          <p className="hub-field-error" id={`${legendId}-error`} part="error">
            {dealerError}
          </p>
        )}
      </fieldset>
    </>
  );
}
