import type { TimelineEntry } from './orderTimeline.ts';

/** What the buyer needs to see about an order at a glance (its badge's tone and its banner). */
export type OrderKind = 'unfinished' | 'active' | 'delivered' | 'cancelled' | 'expired';

/** The part of an order its kind reads. */
export interface OrderLike {
  status: string;
  timeline: readonly TimelineEntry[];
}

/** Statuses of a purchase the buyer has still to finish in the reservation (before the balance). */
const UNFINISHED = new Set(['PRE_RESERVE', 'RESERVE', 'CREATED', 'APPROVED_RESERVATION', 'WAITING_DOCS']);
const DELIVERED = new Set(['CUSTOMER_DELIVERY', 'DELIVERED', 'DELIVERED_RESERVATION']);
/** Codes that say the reservation was paid. */
const PAID = new Set(['APPROVED_RESERVATION', 'PAID']);

/**
 * The kind of an order: cancelled without the reservation ever being paid and without the buyer asking
 * is an expired order (the payment failed or its time ran out); cancelled otherwise; delivered; a purchase
 * to finish (pre-reserve, reserved, documents pending) is unfinished; anything else is on its way.
 */
export function orderKind({ status, timeline }: OrderLike): OrderKind {
  const codes = new Set(timeline.map((entry) => entry.status));
  if (status === 'CANCELLED') {
    const paid = [...PAID].some((code) => codes.has(code));
    return paid || codes.has('REQUESTED_CANCELLATION') ? 'cancelled' : 'expired';
  }
  if (DELIVERED.has(status)) return 'delivered';
  if (UNFINISHED.has(status)) return 'unfinished';
  return 'active';
}
