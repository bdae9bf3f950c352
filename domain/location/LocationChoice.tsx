import type { Place } from '../../api/location.ts';
import { getRegionCities, getRegions } from '../../api/places.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { locationMessages } from './i18n.ts';

/** Props of {@link LocationChoice}. */
export interface LocationChoiceProps {
  value: Place;
  onChange: (place: Place) => void;
  errors?: { stateCode?: string | undefined; cityCode?: string | undefined };
  onTouch?: (field: 'stateCode' | 'cityCode') => void;
  required?: boolean;
  /** Show the city too (default); without it only the state is chosen. */
  withCity?: boolean;
}

/**
 * State (or province) and city, chosen in that order from the location service, in the market's
 * fixed country. Failures show a message with a retry; the choice made so far is kept.
 */
export function LocationChoice({
  value,
  onChange,
  errors,
  onTouch,
  required,
  withCity = true,
}: LocationChoiceProps) {
  const api = useWidget().context;
  const t = useT(locationMessages);
  const states = useResource(`${api.country}:${api.market}`, (signal) => getRegions(api, signal));
  const cities = useResource(withCity && value.stateCode ? value.stateCode : null, (signal) =>
    getRegionCities(api, value.stateCode, signal),
  );
  const failed = states.status === 'error' ? states : cities.status === 'error' ? cities : null;
  return (
    <>
      <SelectField
        name="state"
        label={t('state')}
        placeholder={t('statePlaceholder')}
        required={required}
        value={value.stateCode}
        busy={states.status === 'loading'}
        options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
        error={errors?.stateCode}
        autoComplete="address-level1"
        onChange={(stateCode) => {
          onChange({ stateCode, cityCode: '', cityName: '' });
          onTouch?.('stateCode');
        }}
      />
      {withCity && (
        <SelectField
          name="city"
          label={t('city')}
          placeholder={t('cityPlaceholder')}
          required={required}
          value={value.cityCode}
          disabled={!value.stateCode}
          busy={cities.status === 'loading'}
          options={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          error={errors?.cityCode}
          autoComplete="address-level2"
          onChange={(cityCode) => {
            const city = cities.data?.find((c) => c.code === cityCode);
            onChange({ stateCode: value.stateCode, cityCode, cityName: city?.name ?? '' });
            onTouch?.('cityCode');
          }}
        />
      )}
      {failed && (
        <LoadFailed
          className="hub-span-all"
          message={t('locationFailed')}
          onRetry={failed.retry}
          failure={failed.failure}
        />
      )}
    </>
  );
}
