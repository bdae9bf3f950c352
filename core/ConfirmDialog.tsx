import { useState } from 'react';
import { Modal } from './Modal.tsx';

/** Texts of a {@link ConfirmDialog}, from the widget's i18n.ts. */
export interface ConfirmDialogTexts {
  title: string;
  /** What will happen, in a sentence. */
  text: string;
  /** The confirm button. */
  confirm: string;
  /** The confirm button while the action runs. */
  busy: string;
  cancel: string;
  retry: string;
  /** The failure shown inside the dialog (the seed's message). */
  failure: string;
}

interface Props {
  texts: ConfirmDialogTexts;
  /** The action confirmed; a throw is shown in the dialog with a retry. */
  action: () => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * An action waiting for the user's yes (a delete, a removal, a save): a modal (focus inside and
 * trapped, Escape cancels, focus back where it was); the action is sent once; a failure says so inside
 * the dialog and the confirm button becomes a retry.
 */
export function ConfirmDialog({ texts, action, onDone, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onDone();
    } catch {
      setProblem(texts.failure);
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      role="alertdialog"
      title={texts.title}
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
            {texts.cancel}
          </button>
          <button
            type="button"
            className="hub-button"
            part="button"
            aria-disabled={busy || undefined}
            onClick={() => void run()}
          >
            {busy ? texts.busy : problem ? texts.retry : texts.confirm}
          </button>
        </>
      }
    >
      <p>{texts.text}</p>
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
