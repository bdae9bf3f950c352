import type { SavedCard } from '../../api/cards.ts';
import type { SavedCardT } from './i18n.ts';

/** How a saved card is named to the user: its brand and last four digits ('Visa final 1111'). */
export function cardName(card: Pick<SavedCard, 'network' | 'last4'>, t: SavedCardT): string {
  return t('card', { brand: t(`brand.${card.network}`), last4: card.last4 });
}
