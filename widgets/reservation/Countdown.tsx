import { useEffect, useState } from 'react';
import { clock, secondsLeft, startCountdown } from './countdown.ts';

interface Props {
  expiresAt: number;
  /** The visible text, given the clock (`mm:ss`). */
  text: (time: string) => string;
  /** Accessible name of the timer element. */
  label: string;
  expiredText: string;
  onExpire: () => void;
}

/**
 * A visible countdown (role timer). The clock ticks every second but is not announced each second;
 * the expiry text is announced once through a status region.
 */
export function Countdown({ expiresAt, text, label, expiredText, onExpire }: Props) {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt, Date.now()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the deadline moves
  useEffect(() => startCountdown(expiresAt, setLeft, onExpire), [expiresAt]);
  return (
    <div className="rsv-timer" data-expired={left === 0 ? '' : undefined}>
      <p role="timer" aria-label={label} aria-live="off">
        {left > 0 ? text(clock(left)) : expiredText}
      </p>
      <p role="status" className="rsv-visually-hidden">
        {left === 0 ? expiredText : ''}
      </p>
    </div>
  );
}
