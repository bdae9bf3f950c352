import type { ReservationRecord } from '../../../api/reservations.ts';
import { formatMoney } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { ReservationT } from '../i18n.ts';

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
