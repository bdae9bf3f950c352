import { useRef, useState } from 'react';
import { saveRentalFamilyIncome, saveRentalPaymentMethod } from '../../../api/rental.ts';
import { RENTAL_PAYMENT_METHODS } from '../../../api/rentalCodes.ts';
import { type SendFailureState, useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { type FormErrors, validateForm } from '../../../core/form/validateForm.ts';
import { coreMessages } from '../../../core/messages.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { currencyMask, IncomeSchema, parseMoney } from '../../../validators/index.ts';
import { userMessages } from './i18n.ts';

type Method = (typeof RENTAL_PAYMENT_METHODS)[number];

/** A small form saved by one call: its state, the outcome line, and the send. */
function useSavedForm<V extends object>(initial: V, validate: (values: V) => FormErrors) {
  const ref = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useFormState({ initial, validate, repeatable: true, focusRoot: () => ref.current });
  const save = (send: (values: V) => Promise<unknown>) =>
    void form.submit(async (values) => {
      setOutcome(null);
      try {
        await send(values);
        setOutcome('saved');
        return 'sent';
      } catch (error) {
        setOutcome('failed');
        return failedWith(error);
      }
    });
  return { ...form, ref, outcome, save };
}

/** What a saved form says after its send: saved (status) or the generic failure (alert). */
function Outcome({
  outcome,
  saved,
  form,
}: {
  outcome: 'saved' | 'failed' | null;
  saved: string;
  form: SendFailureState;
}) {
  const core = useT(coreMessages);
  const failureText = useSendFailureText(form, core('genericError'));
  if (outcome === 'failed')
    return (
      <p className="hub-alert" data-tone="error" role="alert" part="alert">
        {failureText}
      </p>
    );
  return (
    <p role="status" className="hub-hint">
      {outcome === 'saved' ? saved : ''}
    </p>
  );
}

/**
 * The choices saved per product of the selected proposal: the payment method
 * (`PATCH payments/{productId}/methods`) and the family income (`PATCH family-income/{productId}`).
 */
export function ProposalChoices({ productId }: { productId: string }) {
  const { context, emit } = useWidget();
  const t = useT(userMessages);
  const method = useSavedForm<{ method: Method | '' }>({ method: '' }, (values) =>
    values.method ? {} : { method: t('paymentRequired') },
  );
  const income = useSavedForm({ income: '' }, (values) =>
    validateForm(values, { income: IncomeSchema }, context.market),
  );
  const saved = (form: string) => emit('hub-submit-success', { form, id: productId });
  return (
    <>
      <form
        ref={method.ref}
        className="hub-stack"
        part="form"
        noValidate
        aria-busy={method.status === 'sending' || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          method.save(async ({ method: chosen }) => {
            await saveRentalPaymentMethod(context, productId, chosen as Method);
            saved('rental-payment-method');
          });
        }}
      >
        <h4 className="hub-subtitle">{t('paymentTitle')}</h4>
        <Segmented
          name="paymentMethod"
          legend={t('paymentMethod')}
          required
          layout="list"
          options={RENTAL_PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
          value={method.values.method}
          onChange={(value) => method.update('method', value)}
          error={method.errors.method}
        />
        <Outcome outcome={method.outcome} saved={t('paymentSaved')} form={method} />
        <div className="hub-row">
          <button type="submit" className="hub-button" part="button">
            {method.status === 'sending' ? t('saving') : t('savePayment')}
          </button>
        </div>
      </form>
      <form
        ref={income.ref}
        className="hub-stack"
        part="form"
        noValidate
        aria-busy={income.status === 'sending' || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          income.save(async ({ income: typed }) => {
            await saveRentalFamilyIncome(context, productId, parseMoney(typed) ?? 0);
            saved('rental-family-income');
          });
        }}
      >
        <h4 className="hub-subtitle">{t('incomeTitle')}</h4>
        <TextField
          name="familyIncome"
          label={t('income')}
          required
          value={income.values.income}
          mask={currencyMask(context.market)}
          inputMode="decimal"
          onChange={(value) => income.update('income', value)}
          onBlur={() => income.touch('income')}
          error={income.errors.income}
        />
        <Outcome outcome={income.outcome} saved={t('incomeSaved')} form={income} />
        <div className="hub-row">
          <button type="submit" className="hub-button" part="button">
            {income.status === 'sending' ? t('saving') : t('saveIncome')}
          </button>
        </div>
      </form>
    </>
  );
}
