import { useRef } from 'react';
import type { GiftAddress, ReservationRecord } from '../../../api/reservations.ts';
import { formatDate } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { orderStatusInWords } from '../../../domain/order/orderStatus.ts';
import { orderTimeline } from '../../../domain/order/orderTimeline.ts';
import type { BalanceChoice } from '../balance/balance.ts';
import type { ReservationT } from '../i18n.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { Feedback } from './Feedback.tsx';
import { WelcomeKit } from './WelcomeKit.tsx';

interface Props {
  t: ReservationT;
  reservation: ReservationRecord;
  choice: BalanceChoice | null;
  financingUrl: string | undefined;
  /** The buyer's name and billing address: the welcome-kit form starts with them. */
  giftPrefill: GiftAddress;
  /** The order as the service answers its cancellation. */
  onCancelled: (record: ReservationRecord) => void;
}

/** 'Order concluded': the order timeline in words and, while data is processed, the 'coming soon' buttons. */
export function Concluded({ t, reservation, choice, financingUrl, giftPrefill, onCancelled }: Props) {
  const { context } = useWidget();
  const title = useRef<HTMLHeadingElement>(null);
  const cancelled = reservation.status === 'CANCELLED';
  return (
    <section className="hub-stack" aria-labelledby="rsv-done-title">
      <h2 className="hub-title" id="rsv-done-title" ref={title} tabIndex={-1}>
        {t('concludedTitle')}
      </h2>
      <p>{t('concludedText', { id: reservation.id })}</p>
      <p>{t('statusNow', { status: orderStatusInWords(reservation.status, context.market) })}</p>
      {choice === 'BILLET_PAYMENT' && !cancelled && (
        <div className="hub-stack">
          <button type="button" className="hub-button" aria-disabled="true" aria-describedby="rsv-processing">
            {t('billetButton')} — {t('comingSoon')}
          </button>
          <p className="hub-hint" id="rsv-processing">
            {t('processingNote')} {t('billetNote')}
          </p>
        </div>
      )}
      {choice === 'FINANCING_PAYMENT' && !cancelled && (
        <div className="hub-stack">
          <button type="button" className="hub-button" aria-disabled="true" aria-describedby="rsv-processing">
            {t('formalizeButton')} — {t('comingSoon')}
          </button>
          <p className="hub-hint" id="rsv-processing">
            {t('processingNote')}
          </p>
          {financingUrl && (
            <a href={financingUrl} target="_blank" rel="noopener">
              {t('financingLink')}
            </a>
          )}
        </div>
      )}
      <h3 className="hub-subtitle" id="rsv-timeline-title">
        {t('timelineTitle')}
      </h3>
      <ol className="rsv-timeline" aria-labelledby="rsv-timeline-title">
        {orderTimeline(reservation.timeline, context.market).map((group) => (
          <li key={`${group.stage}-${group.entries[0]?.at}-${group.entries[0]?.status}`}>
            <h4 className="rsv-stage">{group.label}</h4>
            <ol>
              {group.entries.map((entry) => (
                <li key={`${entry.status}-${entry.at}`}>
                  <span>{entry.words}</span>{' '}
                  <time dateTime={entry.at}>{formatDate(entry.at, context.market)}</time>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {!cancelled && <WelcomeKit t={t} reservationId={reservation.id} prefill={giftPrefill} />}
      <CancelOrder
        t={t}
        reservation={reservation}
        onCancelled={onCancelled}
        onClosedAfterCancel={() => title.current?.focus()}
      />
      <Feedback t={t} reservationId={reservation.id} />
    </section>
  );
}
