import { useEffect, useRef } from 'react';
import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { SentResult } from '../../../core/form/SentResult.tsx';
import { coreMessages } from '../../../core/messages.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { companyIdMask } from '../companyId.ts';
import { rentalMessages } from '../i18n.ts';
import { RENTAL_CONTACT_METHODS, VEHICLE_TYPES } from './intentValues.ts';
import { RentalConsents } from './RentalConsents.tsx';
import { useIntentForm } from './useIntentForm.ts';

const CONTACT = ['name', 'email', 'phone'] as const;
const YES_NO = ['yes', 'no'] as const;

/** The legal-person rental intent form: the company, the contact, the fleet, the consents; sent once. */
export function IntentForm() {
  const form = useIntentForm();
  const { values, errors, status, update, touch, t } = form;
  const common = useT(rentalMessages);
  const core = useT(coreMessages);
  const { context } = useWidget();
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent' || status === 'failed') resultRef.current?.focus();
  }, [status]);

  if (status === 'sent') {
    return (
      <SentResult resultRef={resultRef} title={t('sent')} anotherLabel={t('another')} onAnother={form.reset}>
        <p>{t('sentDetail')}</p>
        {form.leadId && <p>{t('sentCode', { id: form.leadId })}</p>}
      </SentResult>
    );
  }

  const sending = status === 'sending';
  const hasErrors = form.attempted > 0 && Object.keys(errors).length > 0;
  return (
    <form
      className="hub-stack rental-intent"
      part="form"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      <p className="hub-hint">{common('requiredNote')}</p>
      <div className="hub-grid">
        <TextField
          name="companyName"
          label={t('companyName')}
          required
          value={values.companyName}
          onChange={(v) => update('companyName', v)}
          onBlur={() => touch('companyName')}
          autoComplete="organization"
          maxLength={160}
          error={errors.companyName}
        />
        <TextField
          name="cnpj"
          label={t('cnpj')}
          required
          value={values.cnpj}
          onChange={(v) => update('cnpj', v)}
          onBlur={() => touch('cnpj')}
          mask={companyIdMask(context.country)}
          inputMode={context.country === 'AR' ? 'numeric' : undefined}
          error={errors.cnpj}
        />
        <Segmented
          name="hasTwoYearCnpj"
          legend={t('hasTwoYearCnpj')}
          required
          options={YES_NO.map((answer) => ({ value: answer, label: t(answer) }))}
          value={values.hasTwoYearCnpj}
          onChange={(answer) => {
            update('hasTwoYearCnpj', answer);
            touch('hasTwoYearCnpj');
          }}
          error={errors.hasTwoYearCnpj}
        />
        <ContactFields
          fields={CONTACT}
          values={values}
          errors={errors}
          onChange={update}
          onTouch={touch}
          labels={{ name: t('contactName'), phone: t('phone') }}
        />
        <Segmented
          name="preferredContactMethod"
          legend={t('preferredContactMethod')}
          required
          options={RENTAL_CONTACT_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
          value={values.preferredContactMethod}
          onChange={(method) => {
            update('preferredContactMethod', method);
            touch('preferredContactMethod');
          }}
          error={errors.preferredContactMethod}
        />
        <SelectField
          name="vehicleType"
          label={t('vehicleType')}
          placeholder={t('vehicleTypePlaceholder')}
          required
          value={values.vehicleType}
          options={VEHICLE_TYPES.map((type) => ({ value: type, label: t(`vehicle.${type}`) }))}
          onChange={(type) => {
            update('vehicleType', type as (typeof VEHICLE_TYPES)[number] | '');
            touch('vehicleType');
          }}
          error={errors.vehicleType}
        />
        <TextField
          name="totalVehicles"
          label={t('totalVehicles')}
          required
          value={values.totalVehicles}
          inputMode="numeric"
          maxLength={6}
          onChange={(v) => update('totalVehicles', v)}
          onBlur={() => touch('totalVehicles')}
          error={errors.totalVehicles}
        />
        <TextField
          name="fleetDescription"
          label={t('fleetDescription')}
          hint={t('fleetDescriptionHint')}
          multiline
          maxLength={1000}
          value={values.fleetDescription}
          onChange={(v) => update('fleetDescription', v)}
        />
      </div>
      <RentalConsents
        values={values}
        onChange={(consent, checked) => update(consent, checked)}
        error={errors.privacy}
      />
      {hasErrors && (
        <p className="hub-alert" data-tone="warning" role="alert" part="alert">
          {common('fixErrors')}
        </p>
      )}
      {status === 'failed' && (
        <div className="hub-alert" data-tone="error" role="alert" ref={resultRef} tabIndex={-1} part="alert">
          <p className="hub-subtitle">{core('genericError')}</p>
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
  );
}
