import { useEffect, useRef, useState } from 'react';
import type { RentalSavedCard } from '../../../api/rental.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { CardSummary } from '../../../domain/cards/CardSummary.tsx';
import { cardName } from '../../../domain/cards/cardName.ts';
import { savedCardMessages } from '../../../domain/cards/i18n.ts';
import { userMessages } from './i18n.ts';

/**
 * One company card, summed up as every saved card is (domain/cards: brand and last digits, expiry, the
 * favourite mark, expired or not), with its actions: make favourite, delete after confirming.
 */
export function CardRow(props: {
  card: RentalSavedCard;
  busy: boolean;
  onFavourite: () => void;
  onRemove: () => void;
}) {
  const { card, busy } = props;
  const t = useT(userMessages);
  const cardT = useT(savedCardMessages);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const name = { card: cardName(card, cardT) };
  return (
    <li className="hub-card hub-stack">
      <CardSummary card={card} headingLevel={4} />
      {confirming ? (
        <div className="hub-stack">
          <p ref={confirmRef} tabIndex={-1}>
            {t('removeConfirm', name)}
          </p>
          <div className="hub-row">
            <button
              type="button"
              className="hub-button"
              part="button"
              aria-disabled={busy || undefined}
              onClick={() => !busy && props.onRemove()}
            >
              {t('removeYes')}
            </button>
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              onClick={() => setConfirming(false)}
            >
              {t('removeNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="hub-row">
          {!card.favourite && (
            <button
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              aria-disabled={busy || undefined}
              onClick={() => !busy && props.onFavourite()}
            >
              {t('makeFavourite', name)}
            </button>
          )}
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => setConfirming(true)}
          >
            {t('remove', name)}
          </button>
        </div>
      )}
    </li>
  );
}
