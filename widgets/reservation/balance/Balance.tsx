import { useState } from 'react';
import { payRemaining, type ReservationRecord, setPaymentMethod } from '../../../api/reservations.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { formatMoney } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { plateMask } from '../../../validators/index.ts';
import { EMPTY_TRADE_IN, type Errors, type TradeInValues, tradeInRules, validate } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';
import { BALANCE_CHOICES, type BalanceChoice, balanceCalls, remainingPaymentPayload } from './balance.ts';

interface Props {
  t: ReservationT;
  reservation: ReservationRecord;
  price: number;
  docsUploaded: boolean;
  billing: Record<string, string>;
  financingUrl: string | undefined;
  onDocumentsFirst: () => void;
  onDone: (record: ReservationRecord, choice: BalanceChoice) => void;
}

/** Balance payment choice: bank slip, financing, trade-in, consortium (own or external), dealership. */
export function Balance({
  t,
  reservation,
  price,
  docsUploaded,
  billing,
  financingUrl,
  onDocumentsFirst,
  onDone,
}: Props) {
  const { context } = useWidget();
  const scope = context;
  const [choice, setChoice] = useState<BalanceChoice | ''>('');
  const [tradeIn, setTradeIn] = useState<TradeInValues>(EMPTY_TRADE_IN);
  const [errors, setErrors] = useState<Errors<keyof TradeInValues>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (v: number) => formatMoney(v, context.market);

  const confirm = async () => {
    if (!choice) return setProblem(t('missingFields'));
    if (choice === 'BILLET_PAYMENT' && !docsUploaded) return onDocumentsFirst();
    if (choice === 'TRADE_IN') {
      const found = validate(tradeIn, tradeInRules, context.market);
      setErrors(found);
      if (Object.keys(found).length) return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await setPaymentMethod(scope, reservation.id, balanceCalls(choice).paymentMethod);
      const record = await payRemaining(
        scope,
        reservation.id,
        remainingPaymentPayload({ choice, billing, tradeIn, brand: context.brand }),
      );
      onDone(record, choice);
    } catch {
      setProblem(choice === 'BILLET_PAYMENT' ? t('billetProblem') : t('genericError'));
    } finally {
      setBusy(false);
    }
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
      value={tradeIn[name]}
      onChange={(v) => setTradeIn((x) => ({ ...x, [name]: v }))}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-balance-title"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void confirm();
      }}
    >
      <h2 className="hub-title" id="rsv-balance-title">
        {t('balanceTitle')}
      </h2>
      <p>{t('balance', { amount: money(Math.max(0, price - reservation.reservationAmount)) })}</p>
      <p className="hub-hint">{t('deducted')}</p>
      <fieldset className="hub-fieldset">
        <legend className="hub-legend">{t('step.balance')}</legend>
        <div className="hub-stack">
          {BALANCE_CHOICES.map((c) => (
            <label key={c} className="hub-check">
              <input
                type="radio"
                name="balance"
                value={c}
                checked={choice === c}
                onChange={() => {
                  setChoice(c);
                  setProblem(null);
                }}
              />
              <span>{t(`balance.${c}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
        <fieldset className="hub-fieldset">
          <legend className="hub-legend">{t('tradeInTitle')}</legend>
          <div className="hub-grid">
            {field('plate', t('plate'), { mask: plateMask })}
            {field('mileage', t('mileage'), { inputMode: 'numeric' })}
            {field('model', t('model'))}
            {field('version', t('version'))}
            {field('year', t('year'), { inputMode: 'numeric', maxLength: 4 })}
          </div>
        </fieldset>
      )}
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="hub-button" aria-disabled={busy || undefined}>
        {problem && choice ? t('retry') : t('confirmBalance')}
      </button>
    </form>
  );
}
