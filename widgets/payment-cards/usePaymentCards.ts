import { useCallback, useEffect, useRef, useState } from 'react';
import { favouriteCard, listCards, type SavedCard } from '../../api/cards.ts';
import { failureKind } from '../../core/errors.ts';
import { failureOf } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { favouriteFirst } from '../../domain/cards/savedCards.ts';
import { useSavedCards } from '../../domain/cards/useSavedCards.ts';

/** What the list says after an action: the message id and the card it names. */
export interface Notice {
  kind: 'added' | 'favouriteSet' | 'removed';
  card: SavedCard;
}

/**
 * The state of hub-payment-cards: the saved cards (loaded once, then refreshed in place after each
 * change so the list never blinks), the last action's notice, a favourite change sent once, and the
 * failure of an action.
 */
export function usePaymentCards() {
  const { context, emit } = useWidget();
  const loaded = useSavedCards();
  const [cards, setCards] = useState<SavedCard[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The last action's failure (a throw may be anything); null: none.
  const [failed, setFailed] = useState<{ failure: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  useEffect(() => {
    if (loaded.status === 'success') setCards(loaded.data);
  }, [loaded.status, loaded.data]);

  /** Reads the list again after a change; a failed read falls back to the full load and its retry. */
  const refresh = useCallback(
    async (after: Notice) => {
      try {
        setCards(favouriteFirst(await listCards(context)));
      } catch {
        setCards(null);
        loaded.retry();
      }
      setNotice(after);
    },
    [context, loaded.retry],
  );

  const makeFavourite = async (card: SavedCard) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailed(null);
    try {
      await favouriteCard(context, card.id);
      emit('hub-submit-success', { form: 'payment-card-favourite', id: card.id });
      await refresh({ kind: 'favouriteSet', card });
    } catch (error) {
      setFailed({ failure: error });
      emit('hub-submit-error', {
        form: 'payment-card-favourite',
        code: failureKind(error),
      });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return {
    signedIn: loaded.signedIn,
    /** The list as shown (null until loaded, or while a failed refresh loads it again). */
    cards,
    loadStatus: loaded.status,
    /** Why the list failed to load (for `LoadFailed`). */
    loadFailure: failureOf(loaded),
    retryLoad: loaded.retry,
    notice,
    clearNotice: () => setNotice(null),
    /** Whether the last action failed, and why (a rate limit's wait or offline is said so). */
    failed,
    busy,
    makeFavourite,
    refresh,
  };
}
