import { removeCard, type SavedCard } from '../../api/cards.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { failureKind } from '../../core/errors.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { PaymentCardsT } from './i18n.ts';

interface Props {
  t: PaymentCardsT;
  card: SavedCard;
  /** The card's name as the user knows it ('Visa final 1111'). */
  name: string;
  onRemoved: () => void;
  onClose: () => void;
}

/**
 * The confirmation before a card is deleted (core's ConfirmDialog: focus inside and trapped, Escape
 * cancels, focus back where it was); the delete is sent once; a failure says so inside the dialog and
 * offers a retry.
 */
export function RemoveCardDialog({ t, card, name, onRemoved, onClose }: Props) {
  const { context, emit } = useWidget();
  const remove = async () => {
    try {
      await removeCard(context, card.id);
    } catch (error) {
      emit('hub-submit-error', {
        form: 'payment-card-remove',
        code: failureKind(error),
      });
      throw error;
    }
    emit('hub-submit-success', { form: 'payment-card-remove', id: card.id });
  };
  return (
    <ConfirmDialog
      texts={{
        title: t('removeTitle'),
        text: t('removeText', { card: name }),
        confirm: t('removeConfirm'),
        busy: t('removing'),
        cancel: t('cancel'),
        retry: t('retry'),
        failure: t('failure'),
      }}
      action={remove}
      onDone={onRemoved}
      onClose={onClose}
    />
  );
}
