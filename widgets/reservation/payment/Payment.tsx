import { useEffect, useMemo, useRef, useState } from 'react';
import { getOneTimeToken } from '../../../api/cards.ts';
import {
  getReservationStatus,
  type PixCharge,
  payByCard,
  payByPix,
  type ReservationRecord,
} from '../../../api/reservations.ts';
import { paymentInfo, pushGa4 } from '../../../core/analytics.ts';
import { failureKind } from '../../../core/errors.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { Segmented } from '../../../core/form/Segmented.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { formatMoney } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { SavedCardPicker } from '../../../domain/cards/SavedCardPicker.tsx';
import { isCardExpired, NEW_CARD } from '../../../domain/cards/savedCards.ts';
import { useSavedCards } from '../../../domain/cards/useSavedCards.ts';
import { cardExpiryMask, cardNumberMask, cvvMask } from '../../../validators/index.ts';
import { type CardValues, cardRules, EMPTY_CARD } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';
import { purchaseDetail } from '../purchaseDetail.ts';
import { cardPayload } from './cardPayload.ts';
import { PixPanel } from './PixPanel.tsx';
import { createPaymentSender } from './paymentAttempt.ts';
import { recallPayment, rememberPayment } from './paymentMemory.ts';
import { watchPix } from './pixWatch.ts';

const METHODS = ['card', 'pix'] as const;

const kindOf = (error: unknown) => failureKind(error);

interface Props {
  t: ReservationT;
  reservation: ReservationRecord;
  pollInterval: number;
  onPaid: (record: ReservationRecord | null, method: 'card' | 'pix') => void;
  onCancelled: () => void;
}

/**
 * Payment of the reservation by card or Pix (Pix in Brazil only). The card goes to the payment call
 * bound to a one-time token of the cards service and is dropped from memory once answered; each
 * payment is sent once (see createPaymentSender).
 */
export function Payment({ t, reservation, pollInterval, onPaid, onCancelled }: Props) {
  const { context, emit, tag } = useWidget();
  const scope = context;
  const pixAvailable = context.country === 'BR';
  // The method and saved card chosen survive a reload (paymentMemory.ts); the card typed never does.
  const [remembered] = useState(() => recallPayment(reservation.id));
  const [method, setMethod] = useState<'card' | 'pix'>(
    pixAvailable && remembered.method === 'pix' ? 'pix' : 'card',
  );
  // The buyer's saved cards (domain/cards), offered beside a new card; a chosen one is charged by its id.
  const savedCards = useSavedCards();
  const [choice, setCardChoice] = useState<string>(remembered.cardChoice);
  // A saved card counts only once listed and still valid; otherwise the card is typed.
  const cardChoice =
    savedCards.status === 'success' && savedCards.data.some((c) => c.id === choice && !isCardExpired(c))
      ? choice
      : NEW_CARD;
  useEffect(
    () => rememberPayment(reservation.id, { method, cardChoice: choice }),
    [reservation.id, method, choice],
  );
  // The card: its messages after a first attempt, sent once (a click burst sends nothing more).
  const card = useFormState<CardValues>({
    initial: EMPTY_CARD,
    validate: (values) => (cardChoice === NEW_CARD ? validateForm(values, cardRules, context.market) : {}),
  });
  const [pixBusy, setPixBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [pixCancelled, setPixCancelled] = useState(false);
  const attempt = useRef<{ key: string; token: string; card: CardValues; cardId: string | null } | null>(
    null,
  );
  /** The card being sent, until its attempt holds it (a retry after an unknown outcome keeps the attempt's). */
  const cardRef = useRef<CardValues>(EMPTY_CARD);
  /** The saved card being charged, if one was chosen (null: the typed card). */
  const cardIdRef = useRef<string | null>(null);
  const busy = pixBusy || card.status === 'sending';

  // GA4 add_payment_info as each payment request leaves (a click burst sends one; refused input none).
  const submitted = useRef<(method: 'card' | 'pix') => void>(() => undefined);
  submitted.current = (method) => {
    const detail = {
      widget: tag,
      brand: context.brand,
      market: context.market,
      ...purchaseDetail(reservation),
    };
    pushGa4([paymentInfo(detail, method, context.currency)], context.settings);
  };

  const cardSender = useMemo(
    () =>
      createPaymentSender(async (key) => {
        submitted.current('card');
        if (attempt.current?.key !== key) {
          attempt.current = {
            key,
            token: await getOneTimeToken(scope),
            card: cardRef.current,
            cardId: cardIdRef.current,
          };
        }
        const { token, card: data, cardId } = attempt.current;
        return payByCard(scope, key, reservation.id, token, cardId ? { cardId } : cardPayload(data));
      }),
    [scope, reservation.id],
  );
  const pixSender = useMemo(
    () =>
      createPaymentSender((key) => {
        submitted.current('pix');
        return payByPix(scope, key, reservation.id);
      }),
    [scope, reservation.id],
  );

  useEffect(() => {
    if (!charge) return;
    return watchPix(Date.parse(charge.expiresAt), pollInterval, {
      poll: () => getReservationStatus(scope, reservation.id).then((r) => r.status),
      onTick: () => undefined,
      onPaid: () => onPaid(null, 'pix'),
      onCancelled: () => {
        setPixCancelled(true);
        onCancelled();
      },
    });
  }, [charge, pollInterval, scope, reservation.id, onPaid, onCancelled]);

  const payCard = () =>
    card.submit(async (values) => {
      setProblem(null);
      cardRef.current = values;
      cardIdRef.current = cardChoice === NEW_CARD ? null : cardChoice;
      try {
        const record = await cardSender.submit();
        attempt.current = null;
        // Dropped from memory once answered.
        card.setValues(EMPTY_CARD);
        onPaid(record, 'card');
        return 'sent';
      } catch (error) {
        setProblem(t('paymentProblem'));
        emit('hub-submit-error', { form: 'reservation-payment-card', code: kindOf(error) });
        return failedWith(error);
      } finally {
        cardRef.current = EMPTY_CARD;
      }
    });
  const payPix = async () => {
    setPixBusy(true);
    setProblem(null);
    try {
      setCharge(await pixSender.submit());
    } catch (error) {
      setProblem(t('genericError'));
      emit('hub-submit-error', { form: 'reservation-payment-pix', code: kindOf(error) });
    } finally {
      setPixBusy(false);
    }
  };
  const field = (name: keyof CardValues, label: string, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      name={name}
      label={label}
      required
      value={card.values[name]}
      onChange={(v) => card.update(name, v)}
      error={card.errors[name]}
      {...extra}
    />
  );
  const amount = formatMoney(reservation.reservationAmount, context.market);
  return (
    <section className="hub-stack" aria-labelledby="rsv-payment-title" aria-busy={busy || undefined}>
      <h2 className="hub-title" id="rsv-payment-title">
        {t('paymentTitle')}
      </h2>
      <p>{t('reservationAmount', { amount })}</p>
      {pixAvailable && !charge && (
        <Segmented
          name="method"
          legend={t('method')}
          options={METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setProblem(null);
          }}
        />
      )}
      {method === 'card' && (
        <form
          className="hub-stack"
          noValidate
          aria-label={t('method.card')}
          onSubmit={(event) => {
            event.preventDefault();
            void payCard();
          }}
        >
          <p className="hub-hint">{t('cardNote')}</p>
          {savedCards.status === 'success' && savedCards.data.length > 0 && (
            <SavedCardPicker cards={savedCards.data} value={cardChoice} onChange={setCardChoice} />
          )}
          <div className="hub-grid" hidden={cardChoice !== NEW_CARD}>
            {field('number', t('cardNumber'), {
              mask: cardNumberMask,
              inputMode: 'numeric',
              autoComplete: 'cc-number',
            })}
            {field('holder', t('cardName'), { autoComplete: 'cc-name' })}
            {field('expiry', t('cardExpiry'), {
              mask: cardExpiryMask,
              inputMode: 'numeric',
              autoComplete: 'cc-exp',
            })}
            {field('cvv', t('cvv'), { mask: cvvMask, inputMode: 'numeric', autoComplete: 'cc-csc' })}
          </div>
          {problem && (
            <p className="hub-alert" data-tone="error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="hub-button" aria-disabled={busy || undefined}>
            {busy ? t('paying') : problem ? t('retry') : t('pay', { amount })}
          </button>
        </form>
      )}
      {method === 'pix' && !charge && (
        <div className="hub-stack">
          {problem && (
            <p className="hub-alert" data-tone="error" role="alert">
              {problem}
            </p>
          )}
          <button
            type="button"
            className="hub-button"
            aria-disabled={busy || undefined}
            onClick={() => void payPix()}
          >
            {problem ? t('retry') : t('pixGenerate')}
          </button>
        </div>
      )}
      {method === 'pix' && charge && (
        <PixPanel t={t} charge={charge} cancelled={pixCancelled} onExpire={() => undefined} />
      )}
    </section>
  );
}
