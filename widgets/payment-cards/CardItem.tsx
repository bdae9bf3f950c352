import type { SavedCard } from '../../api/cards.ts';
import { CardSummary } from '../../domain/cards/CardSummary.tsx';
import type { PaymentCardsT } from './i18n.ts';

interface Props {
  t: PaymentCardsT;
  card: SavedCard;
  /** The card's name as the user knows it ('Visa final 1111'). */
  name: string;
  /** An action on a card is under way: the buttons wait. */
  busy: boolean;
  onFavourite: () => void;
  onRemove: () => void;
}

/** One saved card: what it is, and its actions (make favourite unless it is, delete). */
export function CardItem({ t, card, name, busy, onFavourite, onRemove }: Props) {
  return (
    <li className="hub-card payment-card">
      <CardSummary card={card} />
      <div className="payment-card-actions">
        {!card.favourite && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-label={t('makeFavouriteOf', { card: name })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onFavourite()}
          >
            {t('makeFavourite')}
          </button>
        )}
        <button
          type="button"
          className="hub-button"
          data-variant="link"
          part="button"
          aria-label={t('removeOf', { card: name })}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onRemove()}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
