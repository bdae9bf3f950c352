import { startCountdown } from '../countdown.ts';

/** What watching a Pix charge reports. */
export interface PixWatchHandlers {
  /** Reads the reservation's status (GET reservations/{id}/status). */
  poll: () => Promise<string>;
  onTick: (seconds: number) => void;
  onPaid: () => void;
  /** The Pix time ended unpaid: the order is cancelled (seed 000 §4). */
  onCancelled: () => void;
}

/**
 * Watches a Pix charge until it is paid or its time ends: the status is polled every `intervalMs`
 * (one request at a time; a failing poll is tried again at the next interval) while a countdown
 * runs to `expiresAt`. Returns the stop function; nothing fires after stopping or after the end.
 */
export function watchPix(expiresAt: number, intervalMs: number, handlers: PixWatchHandlers): () => void {
  let over = false;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    over = true;
    clearTimeout(pending);
    stopCountdown();
  };
  const stopCountdown = startCountdown(expiresAt, handlers.onTick, () => {
    if (over) return;
    finish();
    handlers.onCancelled();
  });
  const schedule = () => {
    pending = setTimeout(async () => {
      if (over) return;
      const status = await handlers.poll().catch(() => null);
      if (over) return;
      if (status === 'APPROVED_RESERVATION') {
        finish();
        handlers.onPaid();
      } else if (status === 'CANCELLED') {
        finish();
        handlers.onCancelled();
      } else schedule();
    }, intervalMs);
  };
  if (!over) schedule();
  return finish;
}
