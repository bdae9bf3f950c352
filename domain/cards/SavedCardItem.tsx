import type { ReactNode } from 'react';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import type { Translate } from '../../core/i18n.ts';
import { CardSummary } from './CardSummary.tsx';
import type { ShownCard } from './cardName.ts';

/** The texts of a card's actions, from the widget that lists the cards ('{card}' is the card's name). */
export type SavedCardActionT = Translate<
  Record<'makeFavourite' | 'makeFavouriteOf' | 'remove' | 'removeOf', string>
>;

interface Props {
  t: SavedCardActionT;
  card: ShownCard;
  /** The card's name as the user knows it ('Visa final 1111'). */
  name: string;
  /** An action on a card is under way: the buttons wait. */
  busy: boolean;
  /** Seconds left of a rate limit's wait after a failed action: the buttons wait them out, shown. */
  waitLeft?: number;
  onFavourite: () => void;
  onRemove: () => void;
  /** Heading level of the card's name (3 by default; 4 under a section title of level 3). */
  headingLevel?: 3 | 4;
  /** What follows the actions inside the item (e.g. an inline delete confirmation). */
  children?: ReactNode;
}

/**
 * One saved card in a list (hub-payment-cards, the rental company cards): what it is (CardSummary) and
 * its actions — make favourite unless it is, delete — each named with the card for assistive tech.
 */
export function SavedCardItem({
  t,
  card,
  name,
  busy,
  waitLeft = 0,
  onFavourite,
  onRemove,
  headingLevel,
  children,
}: Props) {
  const held = busy || waitLeft > 0;
  return (
    <li className="hub-card saved-card-item">
      <CardSummary card={card} headingLevel={headingLevel} />
      <div className="saved-card-actions">
        {!card.favourite && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-label={t('makeFavouriteOf', { card: name })}
            aria-disabled={held || undefined}
            onClick={() => !held && onFavourite()}
          >
            {t('makeFavourite')}
            <WaitLeft left={waitLeft} />
          </button>
        )}
        <button
          type="button"
          className="hub-button"
          data-variant="link"
          part="button"
          aria-label={t('removeOf', { card: name })}
          aria-disabled={held || undefined}
          onClick={() => !held && onRemove()}
        >
          {t('remove')}
          <WaitLeft left={waitLeft} />
        </button>
      </div>
      {children}
    </li>
  );
}
