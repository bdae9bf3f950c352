import type { SavedCard } from '../../api/cards.ts';
import { Segmented } from '../../core/form/Segmented.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { cardName } from './cardName.ts';
import { savedCardMessages } from './i18n.ts';
import { isCardExpired, NEW_CARD } from './savedCards.ts';

/** Props of {@link SavedCardPicker}. */
export interface SavedCardPickerProps {
  cards: readonly SavedCard[];
  /** The chosen card's id, or {@link NEW_CARD}. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/**
 * The choice of a payment form between the user's saved cards (favourite marked, an expired one shown
 * but not choosable, saying it has expired) and a new card typed in the form.
 */
export function SavedCardPicker({ cards, value, onChange, name = 'saved-card' }: SavedCardPickerProps) {
  const t = useT(savedCardMessages);
  const options = cards.map((card) => {
    const expired = isCardExpired(card);
    const vars = { card: cardName(card, t), expiry: card.expiry };
    const label = expired ? t('choiceExpired', vars) : t(card.favourite ? 'choiceFavourite' : 'choice', vars);
    return { value: card.id, label, disabled: expired };
  });
  return (
    <Segmented
      name={name}
      legend={t('pickerLegend')}
      layout="list"
      options={[...options, { value: NEW_CARD, label: t('newCard') }]}
      value={value}
      onChange={onChange}
    />
  );
}
