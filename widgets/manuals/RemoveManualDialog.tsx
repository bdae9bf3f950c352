import { type Manual, removeManual } from '../../api/manuals.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { failureKind, isForbidden, ServiceError } from '../../core/errors.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { ManualsT } from './i18n.ts';

interface Props {
  t: ManualsT;
  manual: Manual;
  onRemoved: () => void;
  /** The service refused the user's role (403): the area says so in words. */
  onForbidden: () => void;
  onClose: () => void;
}

/**
 * The confirmation before a manual is deleted (core's ConfirmDialog: focus inside and trapped, Escape
 * cancels, focus back where it was); the delete is sent once; a failure says so inside the dialog with
 * a retry; a manual already gone (404) counts as deleted.
 */
export function RemoveManualDialog({ t, manual, onRemoved, onForbidden, onClose }: Props) {
  const { context, emit } = useWidget();
  const remove = async () => {
    try {
      await removeManual(context, manual.id);
    } catch (error) {
      const status = error instanceof ServiceError ? error.status : undefined;
      if (status !== 404) {
        emit('hub-submit-error', {
          form: 'manual-remove',
          code: status ? String(status) : failureKind(error),
        });
        if (isForbidden(error)) onForbidden();
        throw error;
      }
    }
    emit('hub-submit-success', { form: 'manual-remove', id: manual.id });
  };
  return (
    <ConfirmDialog
      texts={{
        title: t('removeTitle'),
        text: t('removeText', { name: manual.name }),
        confirm: t('removeConfirm'),
        busy: t('removing'),
        cancel: t('cancel'),
        retry: t('retry'),
        failure: t('removeFailed'),
      }}
      action={remove}
      onDone={onRemoved}
      onClose={onClose}
    />
  );
}
