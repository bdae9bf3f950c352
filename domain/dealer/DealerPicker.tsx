import { useEffect, useId, useRef, useState } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import type { GeoPoint, Place } from '../../api/location.ts';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { addressMessages } from '../../validators/address/messages.ts';
import { PostalCodeSchema, postalCodeMask, textOf, validateField } from '../../validators/index.ts';
import { currentPosition, GeolocationError, type GeolocationFailure } from '../location/geolocation.ts';
import { LocationChoice } from '../location/LocationChoice.tsx';
import { DealerList } from './DealerList.tsx';
import { type DealerQuery, type DealerSearchMode, searchDealers } from './dealerSearch.ts';
import type { DealerType } from './dealerTypes.ts';
import { dealerMessages } from './i18n.ts';
import { OfflineDealers } from './OfflineDealers.tsx';
import { SearchModes } from './SearchModes.tsx';

/** Radius choices of the position search, km. */
export const RADII_KM = [10, 25, 50, 100] as const;

/** Props of {@link DealerPicker}. */
export interface DealerPickerProps {
  /** Ways to search, the first shown first; one mode shows no mode switch. */
  modes: readonly DealerSearchMode[];
  /** State and city (city and address searches use it; a postal code sets it). */
  place: Place;
  onPlaceChange: (place: Place) => void;
  selectedId: string;
  onSelect: (dealer: PickedDealer | null) => void;
  /** Only dealers of these types can be chosen (e.g. ONLINE_SCHEDULE for a test drive). */
  types?: readonly DealerType[] | undefined;
  /** Initial radius of the position search, km. */
  radiusKm?: number | undefined;
  errors?: { stateCode?: string | undefined; cityCode?: string | undefined; dealer?: string | undefined };
  onTouch?: (field: 'stateCode' | 'cityCode' | 'dealerId') => void;
  required?: boolean;
  /** Name of the dealer radio group. */
  name?: string;
  listClassName?: string;
  itemClassName?: string;
}

/**
 * The shared dealer picker (seed 000 §2): dealers of the brand by postal code, address, state and
 * city or the browser's position, a keyboard-operable list to choose one, offline dealers to call
 * when none can be chosen. Controlled: the place and the chosen dealer belong to the embedding widget.
 */
export function DealerPicker(props: DealerPickerProps) {
  const { modes, place, onPlaceChange, selectedId, onSelect, types, errors, onTouch } = props;
  const { context } = useWidget();
  const t = useT(dealerMessages);
  const id = useId();
  const [mode, setMode] = useState<DealerSearchMode>(modes[0] ?? 'city');
  const [postalCode, setPostalCode] = useState('');
  const [postalError, setPostalError] = useState<string | null>(null);
  const [addressText, setAddressText] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [radiusKm, setRadiusKm] = useState(props.radiusKm ?? 50);
  const [point, setPoint] = useState<GeoPoint | null>(null);
  const [geo, setGeo] = useState<'idle' | 'locating' | GeolocationFailure>('idle');
  const [searched, setSearched] = useState<Partial<Record<DealerSearchMode, DealerQuery>>>({});
  // The city search widened to the whole state, for the place it was asked for (another city ends it).
  const placeKey = `${place.stateCode}|${place.cityName}`;
  const [widenedFor, setWidenedFor] = useState<string | null>(null);
  const wholeState = mode === 'city' && widenedFor === placeKey;
  const stateResults = useRef<HTMLParagraphElement>(null);

  const query: DealerQuery | null =
    mode === 'city'
      ? place.stateCode && place.cityName
        ? {
            kind: 'city',
            place: wholeState
              ? { stateCode: place.stateCode, cityCode: '', cityName: '' }
              : { stateCode: place.stateCode, cityCode: place.cityCode, cityName: place.cityName },
          }
        : null
      : mode === 'position'
        ? point && { kind: 'position', point, radiusKm }
        : mode === 'address'
          ? searched.address?.kind === 'address'
            ? { ...searched.address, radiusKm }
            : null
          : (searched[mode] ?? null);
  const key = query ? JSON.stringify([query, types]) : null;
  const result = useResource(key, (signal) => searchDealers(context, query as DealerQuery, types, signal));
  // The embedding widget's callbacks as of now, so effects run on new results only.
  const latest = useRef({ onSelect, onPlaceChange, selectedId });
  latest.current = { onSelect, onPlaceChange, selectedId };

  // A new search drops a choice made in the previous one.
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current !== null && previousKey.current !== key && latest.current.selectedId)
      latest.current.onSelect(null);
    previousKey.current = key;
  }, [key]);

  // A postal code's address or a placed address places the shopper; an unknown one gets a message.
  const data = result.status === 'success' ? result.data : null;
  useEffect(() => {
    if (!data) return;
    if (data.postalCodeNotFound)
      setPostalError(textOf(addressMessages['postalCode.notFound'], context.market));
    else if (data.addressNotFound) setAddressError(t('addressNotFound'));
    const found = data.address ?? data.place;
    if (found) {
      const { stateCode, cityCode, cityName } = found;
      latest.current.onPlaceChange({ stateCode, cityCode, cityName });
    }
  }, [data, context.market, t]);

  // The same search pressed again sends again: after a failure or a time-out the service may be back.
  const search = (searchMode: 'postalCode' | 'address', entry: DealerQuery) => {
    if (JSON.stringify(searched[searchMode]) === JSON.stringify(entry)) result.retry();
    else setSearched((s) => ({ ...s, [searchMode]: entry }));
  };
  const searchPostalCode = (value = postalCode) => {
    const problem = validateField(PostalCodeSchema, value, context.market);
    setPostalError(problem);
    if (!problem) search('postalCode', { kind: 'postalCode', postalCode: value.replace(/\D/g, '') });
  };
  const searchAddress = () => {
    const stateProblem = place.stateCode ? null : textOf(addressMessages['state.required'], context.market);
    const textProblem = addressText.trim().length >= 3 ? null : t('addressRequired');
    setAddressError(stateProblem ?? textProblem);
    if (!stateProblem && !textProblem)
      search('address', { kind: 'address', stateCode: place.stateCode, text: addressText.trim(), radiusKm });
  };
  const locate = () => {
    setGeo('locating');
    currentPosition().then(
      (found) => {
        setPoint(found);
        setGeo('idle');
      },
      (error: unknown) => setGeo(error instanceof GeolocationError ? error.reason : 'unavailable'),
    );
  };

  const dealers = data?.dealers ?? [];
  // Widened to the state: the keyboard goes on from the line that says so, above the new list.
  useEffect(() => {
    if (wholeState && data) stateResults.current?.focus();
  }, [wholeState, data]);
  /** No dealer in the chosen city: the next step is a nearby city, or every dealer of the state. */
  const cityEmpty = mode === 'city' && !wholeState && data !== null && dealers.length === 0;
  const hint =
    result.status === 'idle'
      ? mode === 'city'
        ? t('chooseCityFirst')
        : t('searchFirst')
      : result.status === 'loading'
        ? t('loading')
        : result.status === 'error'
          ? ''
          : dealers.length === 0
            ? mode === 'position' || data?.place
              ? t('noDealersNear', { km: radiusKm })
              : mode === 'city'
                ? t('noDealers')
                : t('noDealersFound')
            : dealers.length === 1
              ? t('foundOne')
              : t('found', { count: dealers.length });
  const dealerError = errors?.dealer;
  // The position and address searches look within a radius of their point.
  const radiusField = (
    <SelectField
      name="dealerRadius"
      label={t('radius')}
      placeholder={t('radius')}
      value={String(radiusKm)}
      options={RADII_KM.map((km) => ({ value: String(km), label: t('radiusOption', { km }) }))}
      onChange={(value) => value && setRadiusKm(Number(value))}
    />
  );

  return (
    <>
      {modes.length > 1 && <SearchModes modes={modes} mode={mode} onChange={setMode} name={`${id}-mode`} />}
      {(mode === 'city' || mode === 'address') && (
        <LocationChoice
          value={place}
          onChange={onPlaceChange}
          errors={errors}
          onTouch={onTouch}
          required={props.required}
          withCity={mode === 'city'}
        />
      )}
      {mode === 'postalCode' && (
        <div className="hub-field-row hub-dealer-search hub-span-all">
          <TextField
            name="dealerPostalCode"
            label={t('postalCode')}
            hint={t('postalCodeHint')}
            value={postalCode}
            onChange={(value) => {
              setPostalCode(value);
              setPostalError(null);
              if (value.replace(/\D/g, '').length === 8) searchPostalCode(value);
            }}
            mask={postalCodeMask(context.market)}
            inputMode="numeric"
            autoComplete="postal-code"
            error={postalError}
          />
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => searchPostalCode()}
          >
            {t('search')}
          </button>
        </div>
      )}
      {mode === 'address' && (
        <div className="hub-field-row hub-dealer-search hub-span-all">
          <TextField
            name="dealerAddress"
            label={t('addressText')}
            hint={t('addressHint')}
            value={addressText}
            onChange={(value) => {
              setAddressText(value);
              setAddressError(null);
            }}
            autoComplete="street-address"
            error={addressError}
          />
          {radiusField}
          <button type="button" className="hub-button" data-variant="secondary" onClick={searchAddress}>
            {t('search')}
          </button>
        </div>
      )}
      {mode === 'position' && (
        <div className="hub-field-row hub-dealer-search hub-span-all">
          {radiusField}
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            data-loading={geo === 'locating' || undefined}
            aria-disabled={geo === 'locating' || undefined}
            onClick={() => geo !== 'locating' && locate()}
          >
            {geo === 'locating' ? t('locating') : t('useMyLocation')}
          </button>
          {geo !== 'idle' && geo !== 'locating' && (
            <p className="hub-alert" data-tone="warning" role="alert">
              {t(`geo.${geo as GeolocationFailure}`)}
            </p>
          )}
        </div>
      )}
      <fieldset
        className="hub-fieldset hub-span-all"
        aria-describedby={dealerError ? `${id}-error` : `${id}-hint`}
        data-invalid={dealerError ? '' : undefined}
      >
        <legend className="hub-legend">
          {t('dealer')}
          {props.required && (
            <span className="hub-required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </legend>
        {data?.place && <p className="hub-text-muted">{t('resultsNear', { place: data.place.label })}</p>}
        {data?.address && (
          <p className="hub-text-muted">
            {t('resultsIn', {
              postalCode: postalCode,
              city: data.address.cityName,
              state: data.address.stateCode,
            })}
          </p>
        )}
        {wholeState && data && (
          <p className="hub-text-muted" ref={stateResults} tabIndex={-1}>
            {t('resultsState')}
          </p>
        )}
        <p className="hub-hint" id={`${id}-hint`} aria-live="polite">
          {hint}
        </p>
        {cityEmpty && (
          <EmptyState message={t('noDealersNext')}>
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              onClick={() => setWidenedFor(placeKey)}
            >
              {t('seeStateDealers')}
            </button>
          </EmptyState>
        )}
        {result.status === 'loading' && <Skeleton className="hub-dealers hub-dealers-loading" lines={3} />}
        {result.status === 'error' && (
          <LoadFailed message={t('failed')} onRetry={result.retry} failure={result.failure} />
        )}
        {dealers.length > 0 && (
          <DealerList
            dealers={dealers}
            name={props.name ?? 'dealer'}
            selectedId={selectedId}
            onSelect={(dealer) => {
              onSelect(dealer);
              onTouch?.('dealerId');
            }}
            className={props.listClassName}
            itemClassName={props.itemClassName}
          />
        )}
        {(data?.offline.length ?? 0) > 0 && <OfflineDealers dealers={data?.offline ?? []} />}
        {dealerError && (
          <p className="hub-field-error" id={`${id}-error`} part="error">
            {dealerError}
          </p>
        )}
      </fieldset>
    </>
  );
}
