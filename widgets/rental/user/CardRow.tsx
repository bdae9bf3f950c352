import { useEffect, useRef, useState } from 'react';
import type { RentalSavedCard } from '../../../api/rental.ts';
import { WaitLeft } from '../../../core/form/WaitLeft.tsx';
import { useT } from '../../../core/WidgetContext.tsx';
import { cardName } from '../../../domain/cards/cardName.ts';
import { savedCardMessages } from '../../../domain/cards/i18n.ts';
import { SavedCardItem } from '../../../domain/cards/SavedCardItem.tsx';
import { userMessages } from './i18n.ts';

/**
 * One company card, as every saved card is listed (domain/cards SavedCardItem: brand and last digits,
 * expiry, the favourite mark, make favourite, delete), the delete confirmed inline before it is sent.
 * A rate limit's wait after a failed action (`waitLeft`, seconds) holds every button, the seconds shown.
 */
export function CardRow(props: {
  card: RentalSavedCard;
  busy: boolean;
  /** Seconds left of a rate limit's wait after a failed action (0: nothing holds the buttons). */
  waitLeft: number;
  onFavourite: () => void;
  onRemove: () => void;
}) {
  const { card, busy, waitLeft } = props;
  const held = busy || waitLeft > 0;
  const t = useT(userMessages);
  const name = cardName(card, useT(savedCardMessages));
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <SavedCardItem
      t={t}
      card={card}
      name={name}
      busy={busy}
      waitLeft={waitLeft}
      headingLevel={4}
      onFavourite={props.onFavourite}
      onRemove={() => setConfirming(true)}
    >
      {confirming && (
        <div className="hub-stack rental-card-confirm">
          <p ref={confirmRef} tabIndex={-1}>
            {t('removeConfirm', { card: name })}
          </p>
          <div className="hub-row">
            <button
              type="button"
              className="hub-button"
              part="button"
              aria-disabled={held || undefined}
              onClick={() => !held && props.onRemove()}
            >
              {t('removeYes')}
              <WaitLeft left={waitLeft} />
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
      )}
    </SavedCardItem>
  );
}
