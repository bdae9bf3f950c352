import type { ReactNode, Ref } from 'react';

/** Props of {@link SentResult}. */
export interface SentResultProps {
  /** What was done, in the widget's words ('Pedido enviado!'). */
  title: string;
  /** The detail lines under the title (paragraphs). */
  children?: ReactNode;
  /** The button that starts over, and what it does. */
  anotherLabel: string;
  onAnother: () => void;
  /** Actions before "another" (e.g. a link that opens the chat again). */
  actions?: ReactNode;
  /** An extra class for the widget's own styles. */
  className?: string;
  /** The result takes the focus when it appears: the widget focuses this element. */
  resultRef?: Ref<HTMLDivElement>;
}

/**
 * A form's sent result: a focusable status region with the success alert (title and details), then the
 * actions and the button that starts another. The widget moves the focus here through `resultRef`.
 */
export function SentResult({
  title,
  children,
  anotherLabel,
  onAnother,
  actions,
  className,
  resultRef,
}: SentResultProps) {
  return (
    <div
      className={className ? `hub-stack ${className}` : 'hub-stack'}
      ref={resultRef}
      tabIndex={-1}
      role="status"
    >
      <div className="hub-alert" data-tone="success" part="alert">
        <p className="hub-subtitle">{title}</p>
        {children}
      </div>
      <div className="hub-row">
        {actions}
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={onAnother}
        >
          {anotherLabel}
        </button>
      </div>
    </div>
  );
}
