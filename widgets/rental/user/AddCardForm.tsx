import { useRef, useState } from 'react';
import { addRentalCard, type RentalCompanyKey, type RentalSavedCard } from '../../../api/rental.ts';
import { useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { coreMessages } from '../../../core/messages.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import {
  CardExpirySchema,
  CardNameSchema,
  CardNumberSchema,
  cardExpiryMask,
  cardNumberMask,
} from '../../../validators/index.ts';
import { EMPTY_CARD, rentalCardPayload } from './cardPayload.ts';
import { userMessages } from './i18n.ts';

/** Adds a company card: number, expiry, holder; sent once, the number cleared once it is in. */
export function AddCardForm({
  company,
  onAdded,
}: {
  company: RentalCompanyKey;
  onAdded: (card: RentalSavedCard) => void;
}) {
  const { context, emit } = useWidget();
  const t = useT(userMessages);
  const core = useT(coreMessages);
  const ref = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  const form = useFormState({
    initial: EMPTY_CARD,
    repeatable: true,
    focusRoot: () => ref.current,
    validate: (values) =>
      validateForm(
        values,
        { number: CardNumberSchema, expiry: CardExpirySchema, holder: CardNameSchema },
        context.market,
      ),
  });
  const failureText = useSendFailureText(form, core('genericError'));
  const { values, errors, update, touch } = form;
  const sending = form.status === 'sending';
  return (
    <form
      ref={ref}
      className="hub-stack"
      part="form"
      noValidate
      aria-busy={sending || undefined}
      aria-labelledby="rental-add-card-title"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (typed) => {
          setFailed(false);
          try {
            const card = await addRentalCard(context, rentalCardPayload(typed, company));
            form.setValues(EMPTY_CARD);
            emit('hub-submit-success', { form: 'rental-card', id: card.id });
            onAdded(card);
            return 'sent';
          } catch (error) {
            emit('hub-submit-error', { form: 'rental-card', code: 'service' });
            setFailed(true);
            return failedWith(error);
          }
        });
      }}
    >
      <h4 className="hub-subtitle" id="rental-add-card-title">
        {t('addCard')}
      </h4>
      <div className="hub-grid">
        <TextField
          name="cardNumber"
          label={t('cardNumber')}
          required
          value={values.number}
          mask={cardNumberMask}
          inputMode="numeric"
          autoComplete="off"
          onChange={(v) => update('number', v)}
          onBlur={() => touch('number')}
          error={errors.number}
        />
        <TextField
          name="cardExpiry"
          label={t('cardExpiry')}
          required
          value={values.expiry}
          mask={cardExpiryMask}
          inputMode="numeric"
          autoComplete="off"
          onChange={(v) => update('expiry', v)}
          onBlur={() => touch('expiry')}
          error={errors.expiry}
        />
        <TextField
          name="cardHolder"
          label={t('cardHolder')}
          required
          value={values.holder}
          autoComplete="off"
          onChange={(v) => update('holder', v)}
          onBlur={() => touch('holder')}
          error={errors.holder}
        />
      </div>
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {failureText}
        </p>
      )}
      <div className="hub-row">
        <button type="submit" className="hub-button" part="button" aria-disabled={sending || undefined}>
          {sending ? t('adding') : t('addCard')}
        </button>
      </div>
    </form>
  );
}
