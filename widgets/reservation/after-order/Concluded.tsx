import { useRef } from 'react';
import { type GiftAddress, getReservationLead, type ReservationRecord } from '../../../api/reservations.ts';
import { useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { TradeInSummary } from '../../../domain/evaluation/TradeInSummary.tsx';
import type { BalanceChoice } from '../../../domain/order/balance/balance.ts';
import { awaitsDocument, documentOf, documentUrl } from '../../../domain/order/balance/orderDocuments.ts';
import { CancelOrder } from '../../../domain/order/cancel/CancelOrder.tsx';
import { OrderTimelineList } from '../../../domain/order/OrderTimelineList.tsx';
import { orderStatusInWords } from '../../../domain/order/orderStatus.ts';
import { useOrderPolling } from '../../../domain/order/useOrderPolling.ts';
import { WelcomeKit } from '../../../domain/order/welcome-kit/WelcomeKit.tsx';
import type { ReservationT } from '../i18n.ts';
import { Feedback } from './Feedback.tsx';

interface Props {
  t: ReservationT;
  reservation: ReservationRecord;
  choice: BalanceChoice | null;
  financingUrl: string | undefined;
  /** The buyer's name and billing address: the welcome-kit form starts with them. */
  giftPrefill: GiftAddress;
  /** How often the order is read again while its bank slip or formalization is processed, ms. */
  pollInterval: number;
  /** The order as the service answers its cancellation or a later read. */
  onStatus: (record: ReservationRecord) => void;
}

/** 'Order concluded': the order timeline in words and, while data is processed, the 'coming soon' buttons. */
export function Concluded({
  t,
  reservation,
  choice,
  financingUrl,
  giftPrefill,
  pollInterval,
  onStatus,
}: Props) {
  const { context } = useWidget();
  const title = useRef<HTMLHeadingElement>(null);
  const cancelled = reservation.status === 'CANCELLED';
  // 'Coming soon' while the bank slip or the formalization is processed: the order is read again until
  // the service offers it.
  const document = documentOf(choice);
  const url = document && documentUrl(document, reservation);
  // The dealership's protocol, when the service tells it (nothing is said otherwise).
  const lead = useResource(`reservation-lead:${reservation.id}`, () =>
    getReservationLead(context, reservation.id),
  );
  useOrderPolling(context, reservation.id, awaitsDocument(choice, reservation), pollInterval, onStatus);
  return (
    <section className="hub-stack" aria-labelledby="rsv-done-title">
      <h2 className="hub-title" id="rsv-done-title" ref={title} tabIndex={-1}>
        {t('concludedTitle')}
      </h2>
      <p>{t('concludedText', { id: reservation.id })}</p>
      <p>{t('statusNow', { status: orderStatusInWords(reservation.status, context.market) })}</p>
      <TradeInSummary tradeIn={reservation.tradeIn} />
      {lead.status === 'success' && <p>{t('leadProtocol', { id: lead.data.leadId })}</p>}
      {document && !cancelled && (
        <div className="hub-stack">
          {url ? (
            <a className="hub-button" href={url} target="_blank" rel="noopener noreferrer">
              {document === 'billet' ? t('billetLink') : t('formalizeButton')}
            </a>
          ) : (
            <>
              <button
                type="button"
                className="hub-button"
                aria-disabled="true"
                aria-describedby="rsv-processing"
              >
                {document === 'billet' ? t('billetButton') : t('formalizeButton')} — {t('comingSoon')}
              </button>
              <p className="hub-hint" id="rsv-processing" role="status">
                {t('processingNote')} {document === 'billet' ? t('billetNote') : ''}
              </p>
            </>
          )}
          {document === 'formalization' && financingUrl && (
            <a href={financingUrl} target="_blank" rel="noopener">
              {t('financingLink')}
            </a>
          )}
        </div>
      )}
      <h3 className="hub-subtitle" id="rsv-timeline-title">
        {t('timelineTitle')}
      </h3>
      <OrderTimelineList timeline={reservation.timeline} labelledBy="rsv-timeline-title" />
      {!cancelled && <WelcomeKit reservationId={reservation.id} prefill={giftPrefill} />}
      <CancelOrder
        reservation={reservation}
        onCancelled={onStatus}
        onClosedAfterCancel={() => title.current?.focus()}
      />
      <Feedback t={t} reservationId={reservation.id} />
    </section>
  );
}
