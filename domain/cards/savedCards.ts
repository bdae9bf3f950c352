import type { SavedCard } from '../../api/cards.ts';
import { isValidCardExpiry } from '../../validators/index.ts';

/** Whether a saved card's expiry (MM/YY) has passed: it can no longer pay. */
export function isCardExpired(card: Pick<SavedCard, 'expiry'>, now: Date = new Date()): boolean {
  return !isValidCardExpiry(card.expiry, now);
}

/** The cards in the order they are shown: the favourite first, the others as the service listed them. */
export function favouriteFirst<C extends Pick<SavedCard, 'favourite'>>(cards: readonly C[]): C[] {
  return [...cards].sort((a, b) => Number(b.favourite) - Number(a.favourite));
}

/** The choice of a payment form that types a new card instead of a saved one. */
export const NEW_CARD = 'new';
