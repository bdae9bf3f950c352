import { useCallback, useEffect } from 'react';
import { ConsentsFieldset } from '../../core/form/ConsentsFieldset.tsx';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { PrefilledNote } from '../../core/form/PrefilledNote.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import { offeredMethods, preferredMethod } from '../../domain/lead/contactMethod.ts';
import type { ContactMethod } from '../../domain/lead/values.ts';
import { UnlessNotSold, useReached } from '../../domain/model/UnlessNotSold.tsx';
import { chassisMask, cnpjMask, cuilMask } from '../../validators/index.ts';
import { ContactForm } from './contact/ContactForm.tsx';
import { DealerChoiceSkeleton, useDealerFocusHandOff } from './DealerChoiceSkeleton.tsx';
import { LeadAlerts, LeadSent, outcomeTexts, useResultFocus } from './LeadOutcome.tsx';
import type { LeadFormProps } from './lead-form.spec.ts';
import { useAddressFields } from './useAddressFields.ts';
import { useDealerChoice } from './useDealerChoice.ts';
import { type StandardLeadProps, useLeadForm } from './useLeadForm.ts';
import { ADDRESS_PLACE } from './validation.ts';

export type { LeadFormProps } from './lead-form.spec.ts';

const PERSON_TYPES = ['physicalPerson', 'legalPerson'] as const;
const PERSON_CONTACT = ['name', 'cpf', 'email', 'phone'] as const;
const LEGAL_CONTACT = ['email', 'phone'] as const;

/** hub-lead-form: the contact-us form (`variant="contact"`) or the lead form. */
export function LeadForm(props: LeadFormProps) {
  return props.variant === 'contact' ? (
    <ContactForm reasons={props.reasons} />
  ) : (
    <StandardLeadForm {...props} variant={props.variant} />
  );
}

/** The lead form: who you are, how to reach you, which dealer; sent once, kept on failure. */
function StandardLeadForm(props: StandardLeadProps) {
  const { context } = useWidget();
  const form = useLeadForm(props);
  const { values, errors, status, update, touch, t } = form;
  const argentina = context.country === 'AR';
  const legal = values.personType === 'legalPerson' && props.variant !== 'custom';
  // The dealer choice arrives when the shopper reaches the form, or when the form holds data already.
  const [DealerChoice, reachDealers, pressInForm] = useDealerChoice();
  // A keyboard user on the dealer choice's placeholder lands on the state select when it arrives.
  const handOff = useDealerFocusHandOff(DealerChoice !== null);
  // The custom variant's address section downloads with the form; a failed download retries on a reach.
  const [AddressFields, reachAddress] = useAddressFields(props.variant === 'custom');
  // Reaching the form also asks whether the brand is sold in the market (UnlessNotSold below).
  const [reached, reach] = useReached();
  const reachForm = useCallback(() => {
    reach();
    reachDealers();
    reachAddress();
  }, [reach, reachDealers, reachAddress]);
  const pressForm = useCallback(() => {
    reach();
    pressInForm();
  }, [reach, pressInForm]);
  const started = form.prefilled || form.attempted > 0 || Boolean(values.stateCode);
  useEffect(() => {
    if (started) reachForm();
  }, [started, reachForm]);

  // After an answer, the result (after a refused submit useFormState focuses the first invalid field).
  const resultRef = useResultFocus(status);
  const texts = outcomeTexts(t);
  if (status === 'sent')
    return <LeadSent resultRef={resultRef} texts={texts} onAnother={() => form.reset()} />;

  const hasErrors = form.attempted > 0 && Object.keys(errors).length > 0;
  // A brand the market does not sell has no dealer there to answer: the form says so, as the configurator.
  return (
    <UnlessNotSold title={t('title')} ask={reached}>
      <form
        ref={handOff.formRef}
        className="hub-stack"
        part="form"
        noValidate
        aria-busy={status === 'sending' || undefined}
        onFocus={reachForm}
        onPointerDown={pressForm}
        onKeyDown={reachForm}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <h2 className="hub-title">{legal ? t('legalTitle') : t('title')}</h2>
        <p className="hub-text-muted">{t('intro')}</p>
        <p className="hub-hint">{t('requiredNote')}</p>
        {form.prefilled && <PrefilledNote />}
        {props.allowPersonType && props.variant !== 'custom' && (
          <Segmented
            name="personType"
            legend={t('personType')}
            options={PERSON_TYPES.map((type) => ({ value: type, label: t(type) }))}
            value={values.personType}
            onChange={(type) => update('personType', type)}
          />
        )}
        <div className="hub-grid">
          {legal && (
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
          )}
          <ContactFields
            fields={legal ? LEGAL_CONTACT : PERSON_CONTACT}
            values={values}
            errors={errors}
            onChange={update}
            onTouch={touch}
            documentRequired={form.cpfRequired}
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
          {props.variant === 'custom' &&
            (AddressFields ? (
              <>
                <AddressFields
                  legend={t('addressLegend')}
                  value={values.address}
                  place={ADDRESS_PLACE}
                  onChange={(address) => update('address', address)}
                  errorPrefix="address."
                  onTouch={touch}
                />
                <p className="hub-hint hub-span-all" role="status">
                  {form.addressIncomplete ? t('addressIncomplete') : ''}
                </p>
              </>
            ) : (
              <Skeleton className="hub-span-all" lines={3}>
                <p className="hub-legend">{t('addressLegend')}</p>
              </Skeleton>
            ))}
          {DealerChoice ? (
            <DealerChoice
              values={values}
              errors={errors}
              onTouch={touch}
              t={t}
              onChange={(patch) => form.setValues((v) => ({ ...v, ...patch }))}
            />
          ) : (
            <DealerChoiceSkeleton
              legend={t('dealer')}
              hint={t('dealerHint')}
              onLeaveFocused={handOff.onLeaveFocused}
            />
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
          {props.withChassis && (
            <TextField
              name="chassis"
              label={t('chassis')}
              hint={t('chassisHint')}
              value={values.chassis}
              mask={chassisMask}
              onChange={(v) => update('chassis', v)}
              onBlur={() => touch('chassis')}
              error={errors.chassis}
            />
          )}
          <TextField
            name="message"
            label={t('message')}
            hint={t('messageHint')}
            multiline
            maxLength={1000}
            value={values.message}
            onChange={(v) => update('message', v)}
          />
          <SelectField
            name="preferredContact"
            label={t('preferredContact')}
            placeholder={t('preferredContact')}
            value={preferredMethod(values)}
            options={offeredMethods(values).map((m) => ({ value: m, label: t(`contact.${m}`) }))}
            onChange={(v) => v && update('preferredContactsMethod', v as ContactMethod)}
          />
        </div>
        <ConsentsFieldset
          values={values}
          onChange={update}
          onTouch={() => touch('consents')}
          error={errors.consents}
        />
        <LeadAlerts
          hasErrors={hasErrors}
          failed={status === 'failed'}
          send={form}
          resultRef={resultRef}
          texts={texts}
        />
        <div className="hub-row">
          <SubmitButton
            busy={status === 'sending'}
            waitLeft={form.waitLeft}
            label={t('submit')}
            busyLabel={t('sending')}
          />
        </div>
      </form>
    </UnlessNotSold>
  );
}
