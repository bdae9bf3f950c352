import { useEffect, useRef, useState } from 'react';
import { Modal } from './Modal.tsx';
import { coreMessages } from './messages.ts';
import { useT } from './WidgetContext.tsx';

/** Tones of the seed's confirmation popup. */
export type PopupTone = 'SUCCESS' | 'ERROR';

/** Default time a message popup stays (seed 000 §9): 5000 ms. */
export const POPUP_DURATION_MS = 5000;

/** The confirmation popup (SUCCESS or ERROR): a modal the user closes. */
export function ConfirmationPopup(props: {
  open: boolean;
  tone: PopupTone;
  message: string;
  onClose: () => void;
}) {
  const t = useT(coreMessages);
  return (
    <Modal
      open={props.open}
      role="alertdialog"
      tone={props.tone === 'SUCCESS' ? 'success' : 'error'}
      title={props.tone === 'SUCCESS' ? t('popupSuccess') : t('popupError')}
      onClose={props.onClose}
      actions={
        <button type="button" className="hub-button" onClick={props.onClose} part="button">
          {t('close')}
        </button>
      }
    >
      <p>{props.message}</p>
    </Modal>
  );
}

/**
 * A timed message popup: announced to screen readers, closes itself after `duration` ms, pauses while
 * hovered or focused (WCAG 2.2.1) and can be closed at any time.
 */
export function MessagePopup(props: {
  tone: PopupTone;
  message: string;
  duration?: number;
  onDone: () => void;
}) {
  const { tone, message, duration = POPUP_DURATION_MS, onDone } = props;
  const t = useT(coreMessages);
  const [paused, setPaused] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => done.current(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; focus pauses it for keyboard users
    <div
      className="hub-popup"
      data-tone={tone === 'SUCCESS' ? 'success' : 'error'}
      role={tone === 'ERROR' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span>{message}</span>
      <button type="button" className="hub-button" data-variant="link" onClick={() => done.current()}>
        {t('close')}
      </button>
    </div>
  );
}
