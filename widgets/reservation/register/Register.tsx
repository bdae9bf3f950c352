import { useState } from 'react';
import type { PurchaseFor } from '../../../api/reservationCodes.ts';
import { ContactFields } from '../../../core/form/ContactFields.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { type SendAnswer, useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { customerLabels } from '../fieldLabels.ts';
import { CUSTOMER_FIELDS, type CustomerValues, customerRules } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';
import { useFillEmpty } from '../useFillEmpty.ts';
import { PURCHASE_FOR_CHOICES } from './b2e.ts';

interface Props {
  t: ReservationT;
  /** The buyer as the flow knows it: the form starts with it and takes the profile's data when it arrives. */
  customer: CustomerValues;
  problem: string | null;
  /** The document already has a reservation: continue it (null until it is found). */
  onContinueExisting: (() => void) | null;
  /** The buyer belongs to a user group (B2E): whom they buy for is asked and required (seed 000 §5). */
  b2e?: boolean;
  /** Checks the buyer and pre-reserves with the values typed (and, for a B2E buyer, whom they buy for). */
  onSubmit: (values: CustomerValues, purchaseFor: PurchaseFor | null) => Promise<SendAnswer>;
  /** Back to the showcase; the values typed are kept for the return. */
  onBack: (values: CustomerValues) => void;
}

/**
 * Registration: the buyer's name, document, e-mail and phone (for a B2E buyer, whom they buy for), then
 * the pre-reservation.
 */
export function Register({ t, customer, problem, onContinueExisting, b2e = false, onSubmit, onBack }: Props) {
  const { context } = useWidget();
  const [purchaseFor, setPurchaseFor] = useState<PurchaseFor | ''>('');
  const form = useFormState<CustomerValues>({
    initial: customer,
    validate: (values) => ({
      ...validateForm(values, customerRules(context.market), context.market),
      ...(b2e && !purchaseFor ? { purchaseFor: t('purchaseForMissing') } : {}),
    }),
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
        void form.submit((values) => onSubmit(values, b2e && purchaseFor ? purchaseFor : null));
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
      {b2e && (
        <div className="hub-stack">
          <p className="hub-hint">{t('purchaseForHint')}</p>
          <Segmented
            name="purchaseFor"
            legend={t('purchaseForLegend')}
            options={PURCHASE_FOR_CHOICES.map((value) => ({ value, label: t(`purchaseFor.${value}`) }))}
            value={purchaseFor}
            required
            error={form.errors.purchaseFor}
            onChange={setPurchaseFor}
            layout="list"
          />
        </div>
      )}
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
