import type { SavedCard } from '../../api/cards.ts';
import type { CardBrand } from '../../validators/index.ts';
import type { SavedCardT } from './i18n.ts';

/** How each card brand is written (the same in every language). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners Club',
};

/** How a saved card is named to the user: its brand and last four digits ('Visa final 1111'). */
export function cardName(card: Pick<SavedCard, 'network' | 'last4'>, t: SavedCardT): string {
  return t('card', { brand: CARD_BRAND_NAMES[card.network], last4: card.last4 });
}
