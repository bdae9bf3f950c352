/** Whole seconds left until `expiresAt` (ms since epoch), never below 0. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** Seconds as a clock: `mm:ss`, or `h:mm:ss` from one hour. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * Runs a countdown to `expiresAt`: `onTick(seconds)` now and every second, `onExpire()` once when it
 * reaches zero. Returns the stop function. The reservation timer and the Pix timer are both this.
 */
export function startCountdown(
  expiresAt: number,
  onTick: (seconds: number) => void,
  onExpire: () => void,
  now: () => number = () => Date.now(),
): () => void {
  let done = false;
  const tick = () => {
    if (done) return;
    const left = secondsLeft(expiresAt, now());
    onTick(left);
    if (left === 0) {
      done = true;
      clearInterval(timer);
      onExpire();
    }
  };
  const timer = setInterval(tick, 1000);
  tick();
  return () => {
    done = true;
    clearInterval(timer);
  };
}
