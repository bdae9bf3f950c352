import type { ReservationRecord } from '../../api/reservations.ts';

/**
 * What the reservation's `hub-submit-success` events say of the purchase (register, payment): the
 * reservation id, the amount paid to reserve (`value`, the GA4 checkout and purchase value) and the
 * car's mvs and colour codes. Nothing of the buyer or the card.
 */
export function purchaseDetail(record: ReservationRecord): {
  reservationId: string;
  value: number;
  mvs: string;
  color: string;
} {
  return {
    reservationId: record.id,
    value: record.reservationAmount,
    mvs: record.mvsCode,
    color: record.colorCode,
  };
}
