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

/** A saved card as the pieces of domain/cards show it (a card service's or a rental company's). */
export interface ShownCard {
  id: string;
  /** The brand the service recognised; null when it names none. */
  network: CardBrand | null;
  last4: string;
  /** MM/YY. */
  expiry: string;
  favourite: boolean;
}

/**
 * How a saved card is named to the user: its brand and last four digits ('Visa final 1111'), or
 * 'Cartão final 1111' when the service names no brand.
 */
export function cardName(card: Pick<ShownCard, 'network' | 'last4'>, t: SavedCardT): string {
  if (!card.network) return t('cardNoBrand', { last4: card.last4 });
  return t('card', { brand: CARD_BRAND_NAMES[card.network], last4: card.last4 });
}
