import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { type SendOutcome, useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { customerLabels } from '../fieldLabels.ts';
import { CUSTOMER_FIELDS, type CustomerValues, customerRules } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';
import { useFillEmpty } from '../useFillEmpty.ts';

interface Props {
  t: ReservationT;
  /** The buyer as the flow knows it: the form starts with it and takes the profile's data when it arrives. */
  customer: CustomerValues;
  problem: string | null;
  /** The document already has a reservation: continue it (null until it is found). */
  onContinueExisting: (() => void) | null;
  /** Checks the buyer and pre-reserves with the values typed. */
  onSubmit: (values: CustomerValues) => Promise<SendOutcome>;
  /** Back to the showcase; the values typed are kept for the return. */
  onBack: (values: CustomerValues) => void;
}

/** Registration: the buyer's name, document, e-mail and phone, then the pre-reservation. */
export function Register({ t, customer, problem, onContinueExisting, onSubmit, onBack }: Props) {
  const { context } = useWidget();
  const form = useFormState<CustomerValues>({
    initial: customer,
    validate: (values) => validateForm(values, customerRules(context.market), context.market),
  });
  useFillEmpty(form.setValues, customer);
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-register-title"
      aria-busy={form.status === 'sending' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(onSubmit);
      }}
    >
      <h2 className="hub-title" id="rsv-register-title">
        {t('registerTitle')}
      </h2>
      <p className="hub-hint">{t('requiredNote')}</p>
      <div className="hub-grid">
        <ContactFields
          fields={CUSTOMER_FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.update}
          labels={customerLabels(t, context.country)}
          documentRequired
        />
      </div>
      {problem && (
        <div className="hub-alert hub-stack" data-tone="error" role="alert">
          <p>{problem}</p>
          {onContinueExisting && (
            <button type="button" className="hub-button" onClick={onContinueExisting}>
              {t('resume')}
            </button>
          )}
        </div>
      )}
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          onClick={() => onBack(form.values)}
        >
          {t('back')}
        </button>
        <button type="submit" className="hub-button">
          {t('preReserve')}
        </button>
      </div>
    </form>
  );
}
