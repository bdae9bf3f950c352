import { useEffect, useRef } from 'react';
import type { ApiScope } from '../../api/client.ts';
import { getReservationStatus, type ReservationRecord } from '../../api/reservations.ts';

/**
 * Reads the order again every `pollInterval` ms while `waiting` (the bank slip or the formalization
 * still being processed, an order in the factory's hands), telling each answer; a failed read is
 * tried again at the next tick, a tick while the page is hidden reads nothing. Stops when no longer
 * waiting and on unmount.
 */
export function useOrderPolling(
  scope: ApiScope,
  reservationId: string,
  waiting: boolean,
  pollInterval: number,
  onStatus: (record: ReservationRecord) => void,
): void {
  const tell = useRef(onStatus);
  tell.current = onStatus;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(async () => {
        // A page in the background (a phone's other tab, a locked screen) is not read again until seen.
        if (document.visibilityState === 'hidden') return tick();
        const record = await getReservationStatus(scope, reservationId).catch(() => null);
        if (!live) return;
        if (record) tell.current(record);
        tick();
      }, pollInterval);
    };
    tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [scope, reservationId, waiting, pollInterval]);
}
