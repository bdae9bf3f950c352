import { useEffect, useState } from 'react';

/** One wait: what started it and when it ends (0: nothing to wait for). */
interface Wait {
  seconds: number | undefined;
  start: unknown;
  ends: number;
}

const waitFor = (seconds: number | undefined, start: unknown): Wait => ({
  seconds,
  start,
  ends: seconds ? Date.now() + seconds * 1000 : 0,
});

/**
 * Whole seconds left of a wait that starts when `seconds` is given (a new value, or a new `start`,
 * starts it again: two rate limits of the same length in a row are two waits); 0 when there is
 * nothing to wait for. The seconds left are worked out while rendering, so the very render that
 * brings a new wait already counts it (never a moment of "nothing to wait for" first); a timer
 * renders again once a second until the wait is over.
 */
export function useCountdown(seconds: number | undefined, start?: unknown): number {
  const [stored, setStored] = useState(() => waitFor(seconds, start));
  let wait = stored;
  if (stored.seconds !== seconds || stored.start !== start) {
    // A new wait: kept at once (React renders again with it before committing this render).
    wait = waitFor(seconds, start);
    setStored(wait);
  }
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!wait.ends) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= wait.ends) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return wait.ends ? Math.max(0, Math.ceil((wait.ends - Date.now()) / 1000)) : 0;
}
