import { useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';
import { useActionFailure } from './form/failureText.ts';
import { WaitLeft } from './form/WaitLeft.tsx';
import { Modal } from './Modal.tsx';

/**
 * The dialog of {@link ConfirmDialog}, a chunk of its own fetched when a widget first asks for a yes: a
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
