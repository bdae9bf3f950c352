import type { ReactNode } from 'react';
import { coreMessages } from '../messages.ts';
import { useT } from '../WidgetContext.tsx';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded, in the widget's language. */
  message: string;
  /** Tries again (e.g. `useResource(...).retry`). */
  onRetry: () => void;
  /** Extra classes (e.g. `hub-span-all` inside a grid). */
  className?: string;
  /** The button's text when it is not the core's 'Tentar novamente'. */
  retryLabel?: string;
  /** What else to say between the message and the button (e.g. whom to call meanwhile). */
  children?: ReactNode;
}

/**
 * A load that failed: the message and a retry button, announced at once (role=alert). The message is
 * the alert's own text, so the alert is found by what it says.
 */
export function LoadFailed({ message, onRetry, className, retryLabel, children }: LoadFailedProps) {
  const t = useT(coreMessages);
  return (
    <div
      className={className ? `hub-alert ${className}` : 'hub-alert'}
      data-tone="error"
      role="alert"
      part="alert"
    >
      {message} {children}
      <button type="button" className="hub-button" data-variant="link" onClick={onRetry}>
        {retryLabel ?? t('retry')}
      </button>
    </div>
  );
}
