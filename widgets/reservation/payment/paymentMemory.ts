import { readStored, writeStored } from '../../../core/storage.ts';
import { NEW_CARD } from '../../../domain/cards/savedCards.ts';
import { ORDER_MEMORY_TTL_MS } from '../orderMemory.ts';

/**
 * The payment step's choices this browser keeps across a reload: the method and which saved card (by
 * its id) or a new card. Never the card typed: no number, holder, expiry or CVV is stored.
 */
export interface PaymentMemory {
  method: 'card' | 'pix';
  /** A saved card's id, or {@link NEW_CARD}. */
  cardChoice: string;
}

const keyOf = (reservationId: string) => `hub:reservation:${reservationId}:payment`;
const FRESH: PaymentMemory = { method: 'card', cardChoice: NEW_CARD };

/** Remembers the payment step's choices of a reservation. */
export function rememberPayment(reservationId: string, { method, cardChoice }: PaymentMemory): void {
  writeStored(keyOf(reservationId), { method, cardChoice } satisfies PaymentMemory);
}

/** The payment step's choices remembered for a reservation; the defaults when absent, malformed or stale. */
export function recallPayment(reservationId: string, now = Date.now()): PaymentMemory {
  const stored = readStored<Partial<PaymentMemory>>(keyOf(reservationId), ORDER_MEMORY_TTL_MS, now)?.value;
  return {
    method: stored?.method === 'pix' ? 'pix' : FRESH.method,
    cardChoice:
      typeof stored?.cardChoice === 'string' && /^[\w-]{1,64}$/.test(stored.cardChoice)
        ? stored.cardChoice
        : FRESH.cardChoice,
  };
}
