import { type ReactNode, useEffect, useId, useRef } from 'react';
import modalCss from '../themes/modal.css?inline';
import { lockScroll } from './page-behaviours.ts';
import { addThemeCss } from './theme-sheet.ts';

// The modal's styles join the skin's sheet with its code (themes/modal.css).
addThemeCss(modalCss);

/** What a {@link ModalView} is given (core/Modal.tsx re-exports it). */
export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  tone?: 'success' | 'error' | 'info';
}

/**
 * The open `Modal` (core/Modal.tsx), a chunk of its own fetched when a widget first opens one: on the native
 * `<dialog>`, focus moves in and is trapped, Escape closes, the page behind is inert and does not
 * scroll, focus returns to where it was on close.
 */
export function ModalView({ open, title, onClose, children, actions, role = 'dialog', tone }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = (dialog.getRootNode() as Document | ShadowRoot).activeElement ?? document.activeElement;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const release = lockScroll();
    return () => {
      release();
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="hub-modal"
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      data-tone={tone}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="hub-modal-title">
        {title}
      </h2>
      <div className="hub-stack">{children}</div>
      {actions && <div className="hub-modal-actions">{actions}</div>}
    </dialog>
  );
}
