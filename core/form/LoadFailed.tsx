import type { ReactNode } from 'react';
import { rateLimitWait } from '../errors.ts';
import { coreMessages } from '../messages.ts';
import { useCountdown } from '../useCountdown.ts';
import { useT } from '../WidgetContext.tsx';
import { useFailureText } from './failureText.ts';
import { WaitLeft } from './WaitLeft.tsx';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded, in the widget's language. */
  message: string;
  /** Tries again (e.g. `useResource(...).retry`). */
  onRetry: () => void;
  /**
   * The failure (e.g. `useResource(...).failure`): a rate limit is said with its wait and the retry
   * waits it out; offline is said as such (useResource loads again when the connection is back).
   * Required, so that no call site forgets it: a site without a failure object passes `undefined`
   * on purpose (e.g. a failed script download, not a service call).
   */
  failure: unknown;
  /** Extra classes (e.g. `hub-span-all` inside a grid). */
  className?: string;
  /** The button's text when it is not the core's 'Tentar novamente'. */
  retryLabel?: string;
  /** What else to say between the message and the button (e.g. whom to call meanwhile). */
  children?: ReactNode;
}

/**
 * A load that failed: the message and a retry button, announced at once (role=alert). The message is
 * the alert's own text, so the alert is found by what it says. A rate limit (429 with `Retry-After`)
 * says how long to wait and keeps the retry disabled until then (the seconds left show on the button,
 * not re-announced); offline says so.
 */
export function LoadFailed({ message, onRetry, failure, className, retryLabel, children }: LoadFailedProps) {
  const t = useT(coreMessages);
  const wait = rateLimitWait(failure);
  const left = useCountdown(wait, failure);
  const text = useFailureText(failure, message, left, 'load');
  return (
    <div
      className={className ? `hub-alert ${className}` : 'hub-alert'}
      data-tone="error"
      role="alert"
      part="alert"
    >
      {text} {children}
      <button
        type="button"
        className="hub-button"
        data-variant="link"
        aria-disabled={left > 0 || undefined}
        onClick={() => left === 0 && onRetry()}
      >
        {retryLabel ?? t('retry')}
        <WaitLeft left={left} />
      </button>
    </div>
  );
}
