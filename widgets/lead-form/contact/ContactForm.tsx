import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { FormActions } from '../../../core/form/FormActions.tsx';
import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { PrefilledNote } from '../../../core/form/PrefilledNote.tsx';
import { LeadAlerts, LeadSent, outcomeTexts, useResultFocus } from '../LeadOutcome.tsx';
import { CONTACT_REASONS } from './contactValues.ts';
import { useContactForm } from './useContactForm.ts';

const CONTACT = ['name', 'email', 'phone'] as const;

interface Props {
  /** The page's own contact reasons (values of the data dictionary's `contactReason`), else the default ones. */
  reasons?: readonly string[] | undefined;
}

/**
 * hub-lead-form's contact variant (seed 001 §7 Contact): name, e-mail, phone, the contact reason and the
 * message, each refused beside the field; sent once to `contactUs`, the seed's success and failure
 * messages, a retry that keeps every value.
 */
export function ContactForm({ reasons }: Props) {
  const form = useContactForm();
  const { values, errors, status, update, touch, t } = form;
  const resultRef = useResultFocus(status);
  const texts = outcomeTexts(t);
  if (status === 'sent')
    return <LeadSent resultRef={resultRef} texts={texts} onAnother={() => form.reset()} />;

  const options = reasons?.length
    ? reasons.map((reason) => ({ value: reason, label: reason }))
    : CONTACT_REASONS.map((reason) => ({ value: reason, label: t(`reason.${reason}`) }));
  const hasErrors = form.attempted > 0 && Object.keys(errors).length > 0;
  return (
    <form
      className="hub-stack"
      part="form"
      noValidate
      aria-busy={status === 'sending' || undefined}
      data-variant="contact"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      <p className="hub-hint">{t('requiredNote')}</p>
      {form.prefilled && <PrefilledNote />}
      <div className="hub-grid">
        <ContactFields fields={CONTACT} values={values} errors={errors} onChange={update} onTouch={touch} />
        <SelectField
          name="reason"
          label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          required
          value={values.reason}
          options={options}
          onChange={(reason) => {
            update('reason', reason);
            touch('reason');
          }}
          error={errors.reason}
        />
        <TextField
          name="message"
          label={t('message')}
          required
          multiline
          maxLength={2000}
          value={values.message}
          onChange={(message) => update('message', message)}
          onBlur={() => touch('message')}
          error={errors.message}
        />
      </div>
      <LeadAlerts
        hasErrors={hasErrors}
        failed={status === 'failed'}
        send={form}
        resultRef={resultRef}
        texts={texts}
      />
      <FormActions
        busy={status === 'sending'}
        failed={status === 'failed'}
        waitLeft={form.waitLeft}
        label={t('submit')}
        busyLabel={t('sending')}
        retryLabel={t('retry')}
      />
    </form>
  );
}
