import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { getReservationLead, getReservationStatus, type ReservationRecord } from '../../api/reservations.ts';
import { useActionFailure } from '../../core/form/failureText.ts';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { formatDate, formatMoney } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { awaitsBalance, balanceMethodOf } from '../../domain/order/balance/awaitsBalance.ts';
import { balanceMessages } from '../../domain/order/balance/i18n.ts';
import { awaitsDocument, documentUrl } from '../../domain/order/balance/orderDocuments.ts';
import { type CustomerValues, EMPTY_ADDRESS } from '../../domain/order/billing/billingData.ts';
import { CancelOrder } from '../../domain/order/cancel/CancelOrder.tsx';
import { ExpiredOrderBanner } from '../../domain/order/ExpiredOrderBanner.tsx';
import { inFactoryHands } from '../../domain/order/inFactoryHands.ts';
import { OrderTimelineList } from '../../domain/order/OrderTimelineList.tsx';
import { OrderTrack } from '../../domain/order/OrderTrack.tsx';
import { orderKind } from '../../domain/order/orderKind.ts';
import { orderStatusInWords } from '../../domain/order/orderStatus.ts';
import { useOrderPolling } from '../../domain/order/useOrderPolling.ts';
import { WelcomeKit } from '../../domain/order/welcome-kit/WelcomeKit.tsx';
import type { MyOrdersT } from './i18n.ts';
import { badgeTone } from './orderBadge.ts';
import { RemainingPayment } from './RemainingPayment.tsx';
import { resumeLink } from './resumeLink.ts';

const EMPTY_GIFT = { ...EMPTY_ADDRESS, recipientName: '' };

interface Props {
  t: MyOrdersT;
  order: ReservationRecord;
  /** hub-reservation's page: an unfinished order resumes there. */
  reservationUrl: string | undefined;
  /** The configurator: an expired order is redone there. */
  configuratorUrl: string | undefined;
  /** The financing page: a balance paid by financing links there. */
  financingUrl: string | undefined;
  /** The buyer from the profile: the remaining payment's billing data and the welcome-kit form start with it. */
  buyer: CustomerValues;
  /** How often an order in the factory's hands, or waiting for its bank slip, is read again, ms. */
  pollInterval: number;
}

/**
 * One order: its badge, the resume-purchase banner of an unfinished order or the payment-failure banner
 * of an expired one, when it was placed, the reservation amount, its track and, on demand, its
 * timeline in words; the dealership's protocol when the service tells it; a refresh of its status; the
 * cancel flow shared with hub-reservation (domain/order/cancel); a delivered order's welcome kit
 * (domain/order/welcome-kit), the form prefilled with the buyer's name; a paid order's remaining
 * payment (billing data and balance choice, shared with hub-reservation), its method once chosen and,
 * for a bank slip, the order read again every `pollInterval` until the slip is offered. An order in the
 * factory's hands is read again every `pollInterval` too: a step it reached (read so or by the refresh)
 * shows on its track and is said politely in words, the focus left where it is.
 */
export function OrderCard({
  t,
  order: initial,
  reservationUrl,
  configuratorUrl,
  financingUrl,
  buyer,
  pollInterval,
}: Props) {
  const { context, emit } = useWidget();
  const words = useT(balanceMessages);
  const [order, setOrder] = useState(initial);
  const [refresh, setRefresh] = useState<'idle' | 'sending' | 'failed'>('idle');
  const [refreshFailure, setRefreshFailure] = useState<unknown>();
  const refreshHeld = useActionFailure(refreshFailure, t('refreshFailed'));
  const [news, setNews] = useState('');
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const kind = orderKind(order);
  const lead = useResource(`reservation-lead:${order.id}`, () => getReservationLead(context, order.id));
  const placed = order.timeline[0]?.at;
  const giftPrefill = useMemo(() => ({ ...EMPTY_GIFT, recipientName: buyer.name }), [buyer.name]);
  const method = kind === 'cancelled' || kind === 'expired' ? null : balanceMethodOf(order);
  const slip = documentUrl('billet', order);
  const slipPending = method === 'BILLET_PAYMENT' && awaitsDocument(method, order);
  // The method chosen here takes the focus, so that it is read.
  const methodLine = useRef<HTMLParagraphElement>(null);
  const chosenHere = useRef(false);
  useEffect(() => {
    if (!method || !chosenHere.current) return;
    chosenHere.current = false;
    methodLine.current?.focus();
  }, [method]);

  const update = (record: ReservationRecord) => {
    if (record.status !== order.status)
      emit('hub-reservation-status', { status: record.status, reservationId: record.id });
    setOrder(record);
  };
  // The order read again: what it reached since is said in words (a polite live region).
  const reread = (record: ReservationRecord) => {
    const reached = record.timeline.at(-1);
    if (reached && (record.status !== order.status || record.timeline.length !== order.timeline.length))
      setNews(
        t('moved', {
          id: record.id,
          status: orderStatusInWords(record.status, context.market),
          date: formatDate(reached.at, context.market),
        }),
      );
    update(record);
  };
  useOrderPolling(context, order.id, slipPending || inFactoryHands(order), pollInterval, reread);
  const readAgain = async () => {
    if (refresh === 'sending') return;
    setRefresh('sending');
    try {
      reread(await getReservationStatus(context, order.id));
      setRefresh('idle');
      setRefreshFailure(undefined);
    } catch (failure) {
      setRefresh('failed');
      setRefreshFailure(failure);
    }
  };

  return (
    <li className="hub-card hub-stack order" data-kind={kind} aria-labelledby={`${id}-title`}>
      <div className="order-head">
        <h3 className="hub-subtitle" id={`${id}-title`} ref={title} tabIndex={-1}>
          {t('order', { id: order.id })}
        </h3>
        <span className="order-badge" data-tone={badgeTone(kind)}>
          {kind === 'expired' ? t('expiredBadge') : orderStatusInWords(order.status, context.market)}
        </span>
      </div>
      {kind === 'unfinished' && reservationUrl && (
        <div className="hub-alert hub-stack" data-tone="warning" part="alert">
          <p>
            <strong>{t('resumeTitle')}</strong> {t('resumeText', { id: order.id })}
          </p>
          <a className="hub-button" href={resumeLink(reservationUrl, order.id, location.href)} part="button">
            {t('resume')}
          </a>
        </div>
      )}
      {kind === 'expired' && <ExpiredOrderBanner configuratorUrl={configuratorUrl} />}
      {placed && <p>{t('placedOn', { date: formatDate(placed, context.market) })}</p>}
      <p>{t('amount', { amount: formatMoney(order.reservationAmount, context.market) })}</p>
      {lead.status === 'success' && <p>{t('leadProtocol', { id: lead.data.leadId })}</p>}
      {method && (
        <p ref={methodLine} tabIndex={-1}>
          {t('balanceChosen', { method: words(`balance.${method}`) })}
          {slipPending && ` ${t('billetPending')}`}
        </p>
      )}
      {kind !== 'expired' && awaitsBalance(order) && (
        <RemainingPayment
          t={t}
          order={order}
          buyer={buyer}
          financingUrl={financingUrl}
          onChosen={(record) => {
            chosenHere.current = true;
            update(record);
          }}
        />
      )}
      {slip && kind !== 'cancelled' && kind !== 'expired' && (
        <a className="hub-button" href={slip} target="_blank" rel="noopener noreferrer" part="button">
          {t('billetLink')}
        </a>
      )}
      <p className="order-news" role="status">
        {news}
      </p>
      <OrderTrack timeline={order.timeline} status={order.status} />
      <details className="order-details">
        <summary id={`${id}-timeline`}>{t('timeline', { id: order.id })}</summary>
        <OrderTimelineList timeline={order.timeline} labelledBy={`${id}-timeline`} />
      </details>
      {kind === 'delivered' && (
        <WelcomeKit reservationId={order.id} prefill={giftPrefill} formName="my-orders-welcome-kit" />
      )}
      {refresh === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {refreshHeld.text}
        </p>
      )}
      <div className="hub-row">
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          aria-disabled={refresh === 'sending' || refreshHeld.waitLeft > 0 || undefined}
          onClick={() => refreshHeld.run(() => void readAgain())}
        >
          {refresh === 'sending' ? t('refreshing') : t('refresh')}
          <WaitLeft left={refreshHeld.waitLeft} />
        </button>
        <CancelOrder
          reservation={order}
          onCancelled={update}
          onClosedAfterCancel={() => title.current?.focus()}
        />
      </div>
    </li>
  );
}
