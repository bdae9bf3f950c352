import { useEffect, useId, useRef, useState } from 'react';
import { payRemaining, type ReservationRecord, setPaymentMethod } from '../../../api/reservations.ts';
import { useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { INVALID_FIELD, useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { formatMoney } from '../../../core/format.ts';
import { useFocusAfter } from '../../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { plateMaskFor } from '../../../validators/index.ts';
import { EvaluationResult } from '../../evaluation/EvaluationResult.tsx';
import { evaluationRules } from '../../evaluation/tradeIn.ts';
import { useUsedCarEvaluation } from '../../evaluation/useUsedCarEvaluation.ts';
import { FormTitle } from '../FormTitle.tsx';
import { BALANCE_CHOICES, type BalanceChoice, balanceCalls, remainingPaymentPayload } from './balance.ts';
import { balanceMessages } from './i18n.ts';
import { EMPTY_TRADE_IN, type TradeInValues, tradeInRules } from './tradeIn.ts';

interface Props {
  reservation: ReservationRecord;
  /** The car's price frozen at pre-reserve; null when this browser does not know it (resumed elsewhere). */
  price: number | null;
  docsUploaded: boolean;
  billing: Record<string, string>;
  financingUrl: string | undefined;
  /**
   * The bank slip was chosen before the documents were sent: where the flow takes the buyer to send
   * them. Without it, the warning to send them first is said and nothing is sent.
   */
  onDocumentsFirst?: () => void;
  onDone: (record: ReservationRecord, choice: BalanceChoice) => void;
  /** The title's heading level: 2 on a screen of its own (default), 3 inside an order's card. */
  level?: 2 | 3;
  /** Focus the title when the form shows (when no flow around it does). */
  focusTitle?: boolean;
}

/** The same plate or mileage, whatever the mask wrote around it. */
const sameEntry = (a: string, b: string | undefined) =>
  a.replace(/[^0-9a-z]/gi, '').toUpperCase() === (b ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * Balance payment choice: bank slip, financing, trade-in, consortium (own or external), dealership.
 * Sends the product's payment method (PATCH payments/{id}/methods), then the remaining payment
 * (PUT reservations/{id}/remaining-payment) with the billing data; once per attempt, the choice and
 * the evaluation kept when it fails. A trade-in's car is evaluated by plate and mileage (`v2/confiat`)
 * and its value sent with it. Without the car's price, the reservation amount to deduct is said.
 */
export function Balance({
  reservation,
  price,
  docsUploaded,
  billing,
  financingUrl,
  onDocumentsFirst,
  onDone,
  level = 2,
  focusTitle = false,
}: Props) {
  const { context } = useWidget();
  const t = useT(balanceMessages);
  const titleId = useId();
  const [choice, setChoice] = useState<BalanceChoice | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  // The choice is required; the used-car evaluation is checked only for a trade-in. Sent once; a refusal
  // focuses the first invalid field (the choice, else the evaluation's).
  const form = useFormState<TradeInValues>({
    initial: EMPTY_TRADE_IN,
    validate: (values) => {
      if (!choice) return { balance: t('missingFields') };
      return choice === 'TRADE_IN' ? validateForm(values, tradeInRules(context.market), context.market) : {};
    },
  });
  // A send's failure says a rate limit or offline in the kit's words; the documents' note is not a send's.
  const sendFailure = useSendFailureText(form, problem ?? '');
  const failureText = problem === t('billetDocsFirst') ? problem : sendFailure;
  const busy = form.status === 'sending';
  // The used-car evaluation (seed 001 §7): by plate and mileage; its value goes with the trade-in.
  const evaluation = useUsedCarEvaluation();
  const tradeInBox = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useFocusAfter();
  const rating = evaluation.state.kind === 'rated' ? evaluation.state.rating : null;
  const { setValues } = form;
  useEffect(() => {
    if (!rating) return;
    const { model, version, year } = rating;
    setValues((values) => ({
      ...values,
      model: values.model || model,
      version: values.version || version,
      year: values.year || year,
    }));
  }, [rating, setValues]);
  const evaluateCar = () => {
    const { plate, mileage } = form.values;
    const errors = validateForm({ plate, mileage }, evaluationRules(context.market), context.market);
    if (Object.keys(errors).length === 0) return void evaluation.evaluate(plate, mileage);
    for (const name of Object.keys(errors)) form.touch(name);
    focusAfter(() => tradeInBox.current?.querySelector<HTMLElement>(INVALID_FIELD));
  };
  const money = (v: number) => formatMoney(v, context.market);

  const confirm = async () => {
    if (choice === 'BILLET_PAYMENT' && !docsUploaded) {
      if (onDocumentsFirst) return onDocumentsFirst();
      return setProblem(t('billetDocsFirst'));
    }
    await form.submit(async (tradeIn) => {
      if (!choice) return 'refused';
      setProblem(null);
      try {
        await setPaymentMethod(context, reservation.id, balanceCalls(choice).paymentMethod);
        const record = await payRemaining(
          context,
          reservation.id,
          remainingPaymentPayload({
            choice,
            billing,
            tradeIn,
            brand: context.brand,
            evaluation: rating?.value ?? null,
          }),
        );
        onDone(record, choice);
        return 'sent';
      } catch (error) {
        setProblem(choice === 'BILLET_PAYMENT' ? t('billetProblem') : t('genericError'));
        return failedWith(error);
      }
    });
  };
  const field = (
    name: keyof TradeInValues,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={name}
      label={label}
      required
      value={form.values[name]}
      onChange={(v) => {
        // Another car or mileage: the value said no longer holds. A mask writing the same plate or
        // mileage again (it may load after the typing) changes nothing.
        if ((name === 'plate' || name === 'mileage') && !sameEntry(v, form.values[name])) evaluation.reset();
        form.update(name, v);
      }}
      error={form.errors[name]}
      {...extra}
    />
  );
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <FormTitle id={titleId} level={level} focus={focusTitle}>
        {t('balanceTitle')}
      </FormTitle>
      {price !== null ? (
        <p>{t('balance', { amount: money(Math.max(0, price - reservation.reservationAmount)) })}</p>
      ) : (
        <p>{t('reservationAmount', { amount: money(reservation.reservationAmount) })}</p>
      )}
      <p className="hub-hint">{t('deducted')}</p>
      <Segmented
        name="balance"
        legend={t('legend')}
        options={BALANCE_CHOICES.map((c) => ({ value: c, label: t(`balance.${c}`) }))}
        value={choice}
        required
        error={form.errors.balance}
        onChange={(c) => {
          setChoice(c);
          setProblem(null);
        }}
        layout="list"
      />
      {choice === 'BILLET_PAYMENT' && (
        <div className="hub-stack">
          {!docsUploaded && (
            <p className="hub-alert" data-tone="warning">
              {t('billetDocsFirst')}
            </p>
          )}
          <p className="hub-hint">{t('billetNote')}</p>
        </div>
      )}
      {choice === 'FINANCING_PAYMENT' && (
        <p>
          {t('financingText')}{' '}
          {financingUrl && (
            <a href={financingUrl} target="_blank" rel="noopener">
              {t('financingLink')}
            </a>
          )}
        </p>
      )}
      {choice === 'TRADE_IN' && (
        <fieldset className="hub-fieldset" ref={tradeInBox}>
          <legend className="hub-legend">{t('tradeInTitle')}</legend>
          <div className="hub-grid">
            {field('plate', t('plate'), { mask: plateMaskFor(context.market) })}
            {field('mileage', t('mileage'), { inputMode: 'numeric' })}
            {field('model', t('model'))}
            {field('version', t('version'))}
            {field('year', t('year'), { inputMode: 'numeric', maxLength: 4 })}
          </div>
          <EvaluationResult state={evaluation.state} onEvaluate={evaluateCar} />
        </fieldset>
      )}
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert">
          {failureText}
        </p>
      )}
      <button type="submit" className="hub-button" aria-disabled={busy || undefined}>
        {problem && choice ? t('retry') : t('confirmBalance')}
      </button>
    </form>
  );
}
