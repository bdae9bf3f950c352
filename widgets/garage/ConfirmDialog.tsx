import { useState } from 'react';
import { Modal } from '../../core/Modal.tsx';
import type { GarageT } from './i18n.ts';

interface Props {
  t: GarageT;
  title: string;
  text: string;
  /** The confirm button's label, and while the action runs. */
  confirm: string;
  busyLabel: string;
  /** The action confirmed; a throw is shown in the dialog with a retry. */
  action: () => Promise<void>;
  /** A failure with its own words (e.g. the car is there already), else the seed's message. */
  problemOf?: (error: unknown) => string | null;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A garage action waiting for the user's yes: a modal (focus inside and trapped, Escape cancels, focus
 * back where it was); the action is sent once; a failure says so inside the dialog and offers a retry.
 */
export function ConfirmDialog({
  t,
  title,
  text,
  confirm,
  busyLabel,
  action,
  problemOf,
  onDone,
  onClose,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onDone();
    } catch (error) {
      setProblem(problemOf?.(error) ?? t('failure'));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      role="alertdialog"
      title={title}
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
            onClick={() => void run()}
          >
            {busy ? busyLabel : problem ? t('retry') : confirm}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
