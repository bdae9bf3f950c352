import { useState } from 'react';
import { useActionFailure } from './form/failureText.ts';
import { WaitLeft } from './form/WaitLeft.tsx';
import { ModalView as Modal } from './ModalView.tsx';

/** Texts of a `ConfirmDialog` (core/ConfirmDialog.tsx), from the widget's i18n.ts. */
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
  /**
   * The failure shown inside the dialog (the seed's message); a rate limit's wait or offline is said
   * in the kit's words instead.
   */
  failure: string;
}

export interface ConfirmDialogProps {
  texts: ConfirmDialogTexts;
  /**
   * The action confirmed; a throw is shown in the dialog with a retry (after a 429 with `Retry-After`,
   * the retry waits it out).
   */
  action: () => Promise<void>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * The dialog of `ConfirmDialog` (core/ConfirmDialog.tsx), a chunk of its own fetched when a widget first asks for a yes: a
 * modal (focus inside and trapped, Escape cancels, focus back where it was); the action is sent once; a
 * failure says so inside the dialog and the confirm button becomes a retry; a rate limit says its wait
 * and holds the retry until it is over (`useActionFailure`), offline says so.
 */
export function ConfirmDialogView({ texts, action, onDone, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  /** The last try's failure: `failed` holds whether there is one (a throw may be anything). */
  const [last, setLast] = useState<{ failed: boolean; failure?: unknown }>({ failed: false });
  const held = useActionFailure(last.failure, texts.failure);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    setLast({ failed: false });
    try {
      await action();
      onDone();
    } catch (failure) {
      setLast({ failed: true, failure });
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
            aria-disabled={busy || held.waitLeft > 0 || undefined}
            onClick={() => held.run(() => void run())}
          >
            {busy ? texts.busy : last.failed ? texts.retry : texts.confirm}
            <WaitLeft left={held.waitLeft} />
          </button>
        </>
      }
    >
      <p>{texts.text}</p>
      {last.failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {held.text}
        </p>
      )}
    </Modal>
  );
}
