import { useState } from 'react';
import { removeCard, type SavedCard } from '../../api/cards.ts';
import { ServiceError } from '../../core/errors.ts';
import { Modal } from '../../core/Modal.tsx';
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
 * The confirmation before a card is deleted: a modal (focus inside and trapped, Escape cancels, focus
 * back where it was); the delete is sent once; a failure says so inside the dialog and offers a retry.
 */
export function RemoveCardDialog({ t, card, name, onRemoved, onClose }: Props) {
  const { context, emit } = useWidget();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await removeCard(context, card.id);
      emit('hub-submit-success', { form: 'payment-card-remove', id: card.id });
      onRemoved();
    } catch (error) {
      setProblem(t('failure'));
      emit('hub-submit-error', {
        form: 'payment-card-remove',
        code: error instanceof ServiceError ? error.kind : 'unknown',
      });
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      role="alertdialog"
      title={t('removeTitle')}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={onClose}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="hub-button"
            part="button"
            aria-disabled={busy || undefined}
            onClick={() => void confirm()}
          >
            {busy ? t('removing') : problem ? t('retry') : t('removeConfirm')}
          </button>
        </>
      }
    >
      <p>{t('removeText', { card: name })}</p>
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
