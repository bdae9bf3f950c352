import { formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { ReservationRecord } from './api.ts';
import type { ReservationT } from './i18n.ts';

/** The order ended unpaid: 'time expired' (or the Pix time), the payment-failure banner, the way back. */
export function Expired(props: {
  t: ReservationT;
  reason: 'reservation' | 'pix' | null;
  configuratorUrl?: string | undefined;
}) {
  const { t } = props;
  return (
    <div className="hub-stack">
      <p className="rsv-timer" data-expired="">
        {props.reason === 'pix' ? t('pixCancelled') : t('expired')}
      </p>
      <p className="hub-alert" data-tone="error" role="alert">
        {t('paymentFailure')}
      </p>
      {props.configuratorUrl && (
        <a className="hub-button" href={props.configuratorUrl}>
          {t('backToConfigurator')}
        </a>
      )}
    </div>
  );
}

/** Registration needs a signed-in user: where to sign in. */
export function SignIn({ t, loginUrl }: { t: ReservationT; loginUrl?: string | undefined }) {
  return (
    <section className="hub-stack" aria-labelledby="rsv-signin-title">
      <h2 className="hub-title" id="rsv-signin-title">
        {t('signInTitle')}
      </h2>
      <p>{t('signInText')}</p>
      {loginUrl && (
        <a className="hub-button" href={loginUrl}>
          {t('signIn')}
        </a>
      )}
    </section>
  );
}

interface SummaryProps {
  t: ReservationT;
  reservation: ReservationRecord;
  dealerName: string | undefined;
  problem: string | null;
  busy: boolean;
  onConfirm: () => void;
}

/** The pre-reservation: its number, dealer and amount (deducted from the price), then confirm and pay. */
export function ReservationSummary({ t, reservation, dealerName, problem, busy, onConfirm }: SummaryProps) {
  const { context } = useWidget();
  return (
    <section className="hub-stack" aria-labelledby="rsv-reservation-title">
      <h2 className="hub-title" id="rsv-reservation-title">
        {t('reservationTitle')}
      </h2>
      <div className="hub-card rsv-summary">
        <p>{t('reservationNumber', { id: reservation.id })}</p>
        {dealerName && (
          <p>
            {t('dealer')}: {dealerName}
          </p>
        )}
        <p>
          {t('reservationAmount', { amount: formatMoney(reservation.reservationAmount, context.market) })}
        </p>
        <p className="hub-hint">{t('deducted')}</p>
      </div>
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="hub-button" aria-disabled={busy || undefined} onClick={onConfirm}>
        {problem ? t('retry') : t('confirmReservation')}
      </button>
    </section>
  );
}
