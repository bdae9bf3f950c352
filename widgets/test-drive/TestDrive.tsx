import { useCallback, useEffect, useId, useRef } from 'react';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import { DealerPicker } from '../../domain/dealer/DealerPicker.tsx';
import type { DealerSearchMode } from '../../domain/dealer/dealerSearch.ts';
import type { DealerType } from '../../domain/dealer/dealerTypes.ts';
import { useSharedPlace } from '../../domain/location/useSharedPlace.ts';
import { ModelChoice, type ModelValue } from '../../domain/model/ModelChoice.tsx';
import { cpfMask, cuilMask, dateMask, parseDate, phoneMask } from '../../validators/index.ts';
import { Appointments } from './Appointments.tsx';
import { SlotChoice } from './SlotChoice.tsx';
import { SLOTS, slotsOn } from './slots.ts';
import { TestDriveResult } from './TestDriveResult.tsx';
import type { TestDriveProps } from './test-drive.spec.ts';
import { useTestDrive } from './useTestDrive.ts';

export type { TestDriveProps } from './test-drive.spec.ts';

const MODES_BR: readonly DealerSearchMode[] = ['postalCode', 'city', 'position'];
const MODES_AR: readonly DealerSearchMode[] = ['city', 'position'];
/** Only dealers that schedule online take test drives and visits here. */
const SCHEDULING: readonly DealerType[] = ['ONLINE_SCHEDULE'];

/**
 * hub-test-drive: car, dealer (online scheduling), date and slot, person data; the request goes once
 * and is answered with its status and the 24-hour promise. Signed-in shoppers also see and manage
 * their schedules.
 */
export function TestDrive(props: TestDriveProps) {
  const { context, host } = useWidget();
  const [place, setPlace] = useSharedPlace();
  const form = useTestDrive(props, place.cityCode);
  const { t, values, errors, status, update, touch } = form;
  const consentsId = useId();
  const failedRef = useRef<HTMLDivElement>(null);
  const argentina = context.country === 'AR';

  useEffect(() => {
    if (form.attempted === 0) return;
    host.shadowRoot?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
  }, [form.attempted, host]);
  useEffect(() => {
    if (status === 'failed') failedRef.current?.focus();
  }, [status]);
  const onModel = useCallback((model: ModelValue) => update('model', model), [update]);

  const day = parseDate(values.date, 'pt-BR');
  const available = day && values.dealer ? slotsOn(day, values.dealer.periods) : [...SLOTS];
  const appointments = form.signedIn ? <Appointments version={status === 'sent' ? 1 : 0} /> : null;

  if (status === 'sent') {
    return (
      <div className="hub-stack test-drive">
        <TestDriveResult values={values} onAnother={form.reset} />
        {appointments}
      </div>
    );
  }

  const sending = status === 'sending';
  const hasErrors = form.attempted > 0 && Object.keys(errors).length > 0;
  return (
    <div className="hub-stack test-drive">
      <form
        className="hub-stack"
        part="form"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <h2 className="hub-title">{props.kind === 'visit' ? t('visitTitle') : t('title')}</h2>
        <p className="hub-text-muted">{t('intro')}</p>
        <p className="hub-hint">{t('requiredNote')}</p>
        {form.prefilled && (
          <p className="hub-alert" data-tone="info">
            {t('prefilled')}
          </p>
        )}
        <h3 className="hub-subtitle">{t('carLegend')}</h3>
        <div className="hub-grid">
          <ModelChoice
            value={values.model}
            onChange={onModel}
            errors={{ modelCode: errors.modelCode, mvsCode: errors.mvsCode }}
            required={props.kind === 'test-drive'}
          />
        </div>
        <h3 className="hub-subtitle">{t('dealerLegend')}</h3>
        <div className="hub-grid">
          <DealerPicker
            modes={argentina ? MODES_AR : MODES_BR}
            place={place}
            onPlaceChange={setPlace}
            selectedId={values.dealer ? String(values.dealer.id) : ''}
            onSelect={form.chooseDealer}
            types={SCHEDULING}
            errors={{ dealer: errors.dealer }}
            onTouch={touch}
            required
          />
        </div>
        <h3 className="hub-subtitle">{t('whenLegend')}</h3>
        <div className="hub-grid">
          <TextField
            name="date"
            label={t('date')}
            hint={t('dateHint')}
            required
            value={values.date}
            onChange={(v) => update('date', v)}
            onBlur={() => touch('date')}
            mask={dateMask}
            inputMode="numeric"
            error={errors.date}
          />
          <SlotChoice
            value={values.slot}
            onChange={(slot) => {
              update('slot', slot);
              touch('slot');
            }}
            available={available}
            error={errors.slot}
          />
        </div>
        <h3 className="hub-subtitle">{t('personLegend')}</h3>
        <div className="hub-grid">
          <TextField
            name="name"
            label={t('name')}
            required
            value={values.name}
            onChange={(v) => update('name', v)}
            onBlur={() => touch('name')}
            autoComplete="name"
            error={errors.name}
          />
          <TextField
            name="email"
            label={t('email')}
            required
            type="email"
            value={values.email}
            onChange={(v) => update('email', v)}
            onBlur={() => touch('email')}
            autoComplete="email"
            inputMode="email"
            error={errors.email}
          />
          <TextField
            name="phone"
            label={t('phone')}
            hint={t('phoneHint')}
            required
            type="tel"
            value={values.phone}
            onChange={(v) => update('phone', v)}
            onBlur={() => touch('phone')}
            mask={phoneMask(context.market)}
            autoComplete="tel-national"
            inputMode="tel"
            error={errors.phone}
          />
          <TextField
            name="cpf"
            label={form.cpfRequired ? t('cpf') : t('cpfOptional')}
            required={form.cpfRequired}
            value={values.cpf}
            onChange={(v) => update('cpf', v)}
            onBlur={() => touch('cpf')}
            mask={argentina ? cuilMask : cpfMask}
            inputMode="numeric"
            error={errors.cpf}
          />
        </div>
        <fieldset
          className="hub-fieldset"
          aria-describedby={errors.consents ? consentsId : undefined}
          data-invalid={errors.consents ? '' : undefined}
        >
          <legend className="hub-legend">
            {t('consentsLegend')}
            <span className="hub-required" aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <div className="hub-row">
            {(['allowSMS', 'allowWhatsApp', 'allowEmail'] as const).map((key) => (
              <CheckField
                key={key}
                name={key}
                checked={values[key]}
                onChange={(v) => {
                  update(key, v);
                  touch('consents');
                }}
              >
                {t(key)}
              </CheckField>
            ))}
          </div>
          {errors.consents && (
            <p className="hub-field-error" id={consentsId} part="error">
              {errors.consents}
            </p>
          )}
        </fieldset>
        {hasErrors && (
          <p className="hub-alert" data-tone="warning" role="alert" part="alert">
            {t('fixErrors')}
          </p>
        )}
        {status === 'failed' && (
          <div
            className="hub-alert"
            data-tone="error"
            role="alert"
            ref={failedRef}
            tabIndex={-1}
            part="alert"
          >
            <p className="hub-subtitle">{t('failure')}</p>
            <p>{t('failureDetail')}</p>
          </div>
        )}
        <div className="hub-row">
          <button
            type="submit"
            className="hub-button"
            part="button"
            aria-disabled={sending || undefined}
            data-loading={sending ? '' : undefined}
          >
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
      {appointments}
    </div>
  );
}
