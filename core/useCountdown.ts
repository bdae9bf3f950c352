import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a wait that starts when `seconds` is given (a new value, or a new `start`,
 * starts it again: two rate limits of the same length in a row are two waits); 0 when there is
 * nothing to wait for. Ticks once a second.
 */
export function useCountdown(seconds: number | undefined, start?: unknown): number {
  const [left, setLeft] = useState(seconds ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new start (a new failure) restarts the wait
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const ends = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, start]);
  return left;
}
