import { useEffect, useId, useRef } from 'react';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import { CONTACT_METHODS } from '../../domain/lead/values.ts';
import { cnpjMask, cpfMask, cuilMask, phoneMask } from '../../validators/index.ts';
import { AddressSection } from './AddressSection.tsx';
import type { LeadFormProps } from './lead-form.spec.ts';
import { useDealerChoice } from './useDealerChoice.ts';
import { useLeadForm } from './useLeadForm.ts';

export type { LeadFormProps } from './lead-form.spec.ts';

/** The lead form: who you are, how to reach you, which dealer; sent once, kept on failure. */
export function LeadForm(props: LeadFormProps) {
  const { context, host } = useWidget();
  const form = useLeadForm(props);
  const { values, errors, status, update, touch, t } = form;
  const resultRef = useRef<HTMLDivElement>(null);
  const consentsId = useId();
  const argentina = context.country === 'AR';
  const legal = values.personType === 'legalPerson' && props.variant !== 'custom';
  // The dealer choice arrives when the shopper reaches the form, or when the form holds data already.
  const [DealerChoice, reachForm, pressInForm] = useDealerChoice();
  const started = form.prefilled || form.attempted > 0 || Boolean(values.stateCode);
  useEffect(() => {
    if (started) reachForm();
  }, [started, reachForm]);

  // After a refused submit, focus the first field with a message; after an answer, the result.
  useEffect(() => {
    if (form.attempted === 0) return;
    const invalid = host.shadowRoot?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] input',
    );
    invalid?.focus();
  }, [form.attempted, host]);
  useEffect(() => {
    if (status === 'sent' || status === 'failed') resultRef.current?.focus();
  }, [status]);

  if (status === 'sent') {
    return (
      <div className="hub-stack lead-result" ref={resultRef} tabIndex={-1} role="status">
        <div className="hub-alert" data-tone="success" part="alert">
          <p className="hub-subtitle">{t('success')}</p>
          <p>{t('successDetail')}</p>
        </div>
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          onClick={form.reset}
          part="button"
        >
          {t('sendAnother')}
        </button>
      </div>
    );
  }

  const hasErrors = form.attempted > 0 && Object.keys(errors).length > 0;
  return (
    <form
      className="hub-stack"
      part="form"
      noValidate
      aria-busy={status === 'sending' || undefined}
      onFocus={reachForm}
      onPointerDown={pressInForm}
      onKeyDown={reachForm}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 className="hub-title">{legal ? t('legalTitle') : t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      <p className="hub-hint">{t('requiredNote')}</p>
      {form.prefilled && (
        <p className="hub-alert" data-tone="info">
          {t('prefilled')}
        </p>
      )}
      {props.allowPersonType && props.variant !== 'custom' && (
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('personType')}</legend>
          <div className="hub-segmented">
            {(['physicalPerson', 'legalPerson'] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="personType"
                  value={type}
                  checked={values.personType === type}
                  onChange={() => update('personType', type)}
                />
                <span>{t(type)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="hub-grid">
        {legal ? (
          <>
            <TextField
              name="corporateName"
              label={t('corporateName')}
              required
              value={values.corporateName}
              onChange={(v) => update('corporateName', v)}
              onBlur={() => touch('corporateName')}
              autoComplete="organization"
              error={errors.corporateName}
            />
            <TextField
              name="cnpj"
              label={t('cnpj')}
              required
              value={values.cnpj}
              onChange={(v) => update('cnpj', v)}
              onBlur={() => touch('cnpj')}
              mask={argentina ? cuilMask : cnpjMask}
              error={errors.cnpj}
            />
            <TextField
              name="contactName"
              label={t('contactName')}
              required
              value={values.contactName}
              onChange={(v) => update('contactName', v)}
              onBlur={() => touch('contactName')}
              autoComplete="name"
              error={errors.contactName}
            />
          </>
        ) : (
          <>
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
          </>
        )}
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
        {legal && (
          <>
            <TextField
              name="totalVehicles"
              label={t('totalVehicles')}
              value={values.totalVehicles}
              inputMode="numeric"
              onChange={(v) => update('totalVehicles', v)}
              onBlur={() => touch('totalVehicles')}
              error={errors.totalVehicles}
            />
            <CheckField
              name="hasTwoYearCnpj"
              checked={values.hasTwoYearCnpj}
              onChange={(v) => update('hasTwoYearCnpj', v)}
            >
              {t('hasTwoYearCnpj')}
            </CheckField>
          </>
        )}
        {props.variant === 'custom' && (
          <AddressSection
            address={values.address}
            errors={errors}
            onChange={(a) => update('address', a)}
            onTouch={touch}
            t={t}
          />
        )}
        {DealerChoice ? (
          <DealerChoice
            values={values}
            errors={errors}
            onTouch={touch}
            t={t}
            onChange={(patch) => form.setValues((v) => ({ ...v, ...patch }))}
          />
        ) : (
          <div className="lead-dealer-placeholder" aria-busy="true">
            <p className="hub-label">{t('dealer')}</p>
            <p className="hub-hint">{t('dealerHint')}</p>
          </div>
        )}
        {(props.reasons?.length ?? 0) > 0 && (
          <SelectField
            name="contactReason"
            label={t('contactReason')}
            placeholder={t('contactReasonPlaceholder')}
            required
            value={values.contactReason}
            options={props.reasons!.map((r) => ({ value: r, label: r }))}
            onChange={(v) => {
              update('contactReason', v);
              touch('contactReason');
            }}
            error={errors.contactReason}
          />
        )}
        {props.variant === 'custom' &&
          (props.fields ?? []).map((field) => (
            <TextField
              key={field.name}
              name={`extra-${field.name}`}
              label={field.label}
              required={field.required}
              multiline={field.type === 'textarea'}
              value={values.extra[field.name] ?? ''}
              maxLength={1000}
              onChange={(v) => update('extra', { ...values.extra, [field.name]: v })}
              onBlur={() => touch(`extra.${field.name}`)}
              error={errors[`extra.${field.name}`]}
            />
          ))}
        <SelectField
          name="preferredContact"
          label={t('preferredContact')}
          placeholder={t('preferredContact')}
          value={values.preferredContactsMethod}
          options={CONTACT_METHODS.map((m) => ({ value: m, label: t(`contact.${m}`) }))}
          onChange={(v) => v && update('preferredContactsMethod', v as (typeof CONTACT_METHODS)[number])}
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
          <CheckField
            name="allowSMS"
            checked={values.allowSMS}
            onChange={(v) => {
              update('allowSMS', v);
              touch('consents');
            }}
          >
            {t('allowSMS')}
          </CheckField>
          <CheckField
            name="allowWhatsApp"
            checked={values.allowWhatsApp}
            onChange={(v) => {
              update('allowWhatsApp', v);
              touch('consents');
            }}
          >
            {t('allowWhatsApp')}
          </CheckField>
          <CheckField
            name="allowEmail"
            checked={values.allowEmail}
            onChange={(v) => {
              update('allowEmail', v);
              touch('consents');
            }}
          >
            {t('allowEmail')}
          </CheckField>
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
        <div className="hub-alert" data-tone="error" role="alert" ref={resultRef} tabIndex={-1} part="alert">
          <p className="hub-subtitle">{t('failure')}</p>
          <p>{t('failureDetail')}</p>
        </div>
      )}
      <div className="hub-row">
        <button
          type="submit"
          className="hub-button"
          part="button"
          aria-disabled={status === 'sending' || undefined}
          data-loading={status === 'sending' ? '' : undefined}
        >
          {status === 'sending' ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
