import { useT } from '../../core/WidgetContext.tsx';
import { cardName, type ShownCard } from './cardName.ts';
import { savedCardMessages } from './i18n.ts';
import { isCardExpired } from './savedCards.ts';

/**
 * A saved card as the user recognises it: brand and last four digits, expiry, the favourite mark and,
 * once past its expiry, that it has expired. Exposes `data-expired` and `data-favourite` for CSS.
 */
export function CardSummary({ card, headingLevel = 3 }: { card: ShownCard; headingLevel?: 3 | 4 }) {
  const t = useT(savedCardMessages);
  const expired = isCardExpired(card);
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className="saved-card"
      data-expired={expired || undefined}
      data-favourite={card.favourite || undefined}
    >
      <Heading className="hub-subtitle saved-card-name">{cardName(card, t)}</Heading>
      <p className="saved-card-meta">
        <span>{t('expiry', { expiry: card.expiry })}</span>
        {card.favourite && <span className="saved-card-tag">{t('favourite')}</span>}
        {expired && (
          <span className="saved-card-tag" data-tone="error">
            {t('expired')}
          </span>
        )}
      </p>
    </div>
  );
}
