import { useEffect, useRef, useState } from 'react';
import type { RentalSavedCard } from '../../../api/rental.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { userMessages } from './i18n.ts';

/** One saved card: its last digits, the favourite mark, make favourite, delete after confirming. */
export function CardRow(props: {
  card: RentalSavedCard;
  busy: boolean;
  onFavourite: () => void;
  onRemove: () => void;
}) {
  const { card, busy } = props;
  const t = useT(userMessages);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const last4 = card.last4;
  return (
    <li className="hub-card hub-stack">
      <p className="hub-subtitle">
        {t('cardName', { last4 })}{' '}
        {card.favourite && (
          <span className="rental-tag" data-colour="dark-green">
            {t('favourite')}
          </span>
        )}
      </p>
      {confirming ? (
        <div className="hub-stack">
          <p ref={confirmRef} tabIndex={-1}>
            {t('removeConfirm', { last4 })}
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
              {t('makeFavourite', { last4 })}
            </button>
          )}
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => setConfirming(true)}
          >
            {t('remove', { last4 })}
          </button>
        </div>
      )}
    </li>
  );
}
