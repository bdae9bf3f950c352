import { REMAINING_PAYMENT_METHODS, type RemainingPaymentMethod } from '../../../api/reservationCodes.ts';
import { isOrderStatus } from '../orderStatus.ts';
import { stageOf } from '../orderTimeline.ts';

/** What the balance rules read of an order: its status and its timeline. */
export interface BalanceRecord {
  status: string;
  timeline: readonly { status: string }[];
}

/** The codes that say the balance method was chosen. */
const BALANCE_CHOSEN = new Set<string>([...REMAINING_PAYMENT_METHODS, 'REMAINING_PAYMENT']);
/** Stages an order reaches only after its balance was chosen. */
const AFTER_BALANCE = new Set(['production', 'invoicing', 'transport', 'delivery', 'cancellation']);
/** Codes that say the reservation amount was paid. */
const PAID = new Set(['APPROVED_RESERVATION', 'PAID']);

/** Whether the order's balance method was chosen: its timeline says so, or the order is past that. */
export function balanceChosen({ status, timeline }: BalanceRecord): boolean {
  const codes = [...timeline.map((entry) => entry.status), status];
  if (codes.some((code) => BALANCE_CHOSEN.has(code))) return true;
  return isOrderStatus(status) && AFTER_BALANCE.has(stageOf(status));
}

/**
 * Whether the buyer still has to choose how to pay the balance: the reservation was paid, the order
 * is not cancelled, and its balance was not chosen (whatever came after the payment: documents sent
 * or awaited, the anti-fraud analysis, a code the seeds do not list).
 */
export function awaitsBalance(record: BalanceRecord): boolean {
  if (record.status === 'CANCELLED') return false;
  const paid = [record.status, ...record.timeline.map((entry) => entry.status)].some((code) =>
    PAID.has(code),
  );
  return paid && !balanceChosen(record);
}

/** The balance methods an order's timeline may name (a trade-in is settled as a dealership payment). */
const METHODS = new Set<string>(REMAINING_PAYMENT_METHODS);

/** How the order's balance is paid, as its timeline says (the last method named), or null. */
export function balanceMethodOf({ timeline }: BalanceRecord): RemainingPaymentMethod | null {
  const found = timeline.findLast((entry) => METHODS.has(entry.status));
  return (found?.status as RemainingPaymentMethod | undefined) ?? null;
}

/** Whether the order's documents were received (the bank slip is issued only after them). */
export const hasUploadedDocs = ({ status, timeline }: BalanceRecord): boolean =>
  status === 'UPLOADED_DOCS' || timeline.some((entry) => entry.status === 'UPLOADED_DOCS');
