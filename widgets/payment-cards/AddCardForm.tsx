import { useEffect, useRef, useState } from 'react';
import { addCard, type SavedCard } from '../../api/cards.ts';
import { failureKind } from '../../core/errors.ts';
import { FormActions } from '../../core/form/FormActions.tsx';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { CARD_BRAND_NAMES } from '../../domain/cards/cardName.ts';
import { cardBrandOf, cardExpiryMask, cardNumberMask, cvvMask } from '../../validators/index.ts';
import type { PaymentCardsT } from './i18n.ts';
import { type CardFormValues, cardFormRules, EMPTY_CARD_FORM, newCardOf } from './newCard.ts';

interface Props {
  t: PaymentCardsT;
  onAdded: (card: SavedCard) => void;
  onCancel: () => void;
}

/**
 * The add-card form: the brand named as the number is typed; sent once, with a one-time token, to the
 * cards service. The number lives only in this form's state while it is open: never in storage, an
 * event or a log; a failure keeps what was typed for the retry.
 */
export function AddCardForm({ t, onAdded, onCancel }: Props) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormState<CardFormValues>({
    initial: EMPTY_CARD_FORM,
    validate: (values) => validateForm(values, cardFormRules(t('brandUnknown')), context.market),
    focusRoot: () => ref.current,
  });
  useEffect(() => ref.current?.querySelector('input')?.focus(), []);

  const brand = cardBrandOf(form.values.number);
  const send = () =>
    form.submit(async (values) => {
      setProblem(null);
      try {
        const card = await addCard(context, newCardOf(values));
        emit('hub-submit-success', { form: 'payment-card-add', id: card.id });
        onAdded(card);
        return 'sent';
      } catch (error) {
        setProblem(t('failure'));
        emit('hub-submit-error', {
          form: 'payment-card-add',
          code: failureKind(error),
        });
        return failedWith(error);
      }
    });
  const field = (name: keyof CardFormValues, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      name={name}
      label={t(name)}
      required
      value={form.values[name]}
      onChange={(value) => form.update(name, value)}
      onBlur={() => form.touch(name)}
      error={form.errors[name]}
      {...extra}
    />
  );
  const sending = form.status === 'sending';
  return (
    <FormFrame formRef={ref} title={t('addTitle')} busy={sending} onSubmit={() => void send()}>
      <p className="hub-hint">{t('addNote')}</p>
      <div className="hub-grid">
        {field('number', {
          mask: cardNumberMask,
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          hint: brand ? t('brandIs', { brand: CARD_BRAND_NAMES[brand] }) : t('numberHint'),
        })}
        {field('holder', { autoComplete: 'cc-name' })}
        {field('expiry', { mask: cardExpiryMask, inputMode: 'numeric', autoComplete: 'cc-exp' })}
        {field('cvv', { mask: cvvMask, inputMode: 'numeric', autoComplete: 'cc-csc' })}
      </div>
      <FormActions
        problem={problem}
        busy={sending}
        failure={form.failure}
        waitLeft={form.waitLeft}
        failed={problem !== null}
        label={t('save')}
        busyLabel={t('saving')}
        retryLabel={t('retry')}
        cancel={{ label: t('cancel'), onCancel }}
      />
    </FormFrame>
  );
}
