/** Default time to take the photo once the camera is open (the seed names the limit, not its length). */
export const DEFAULT_PHOTO_SECONDS = 60;
/** Seconds before the end when the shopper is warned and offered more time (WCAG 2.2.1). */
export const WARNING_SECONDS = 20;
/** How many times the time can be extended. */
export const MAX_EXTENSIONS = 10;

/**
 * The photo time limit in seconds from `hub:setting:face-time-limit` (a whole number ≥ 10, parsed or
 * as written), or the default.
 */
export function photoSeconds(settings: { 'face-time-limit'?: number | string | undefined }): number {
  const value = Number(settings['face-time-limit']);
  return Number.isInteger(value) && value >= 10 ? value : DEFAULT_PHOTO_SECONDS;
}

/** Whole seconds left until `deadline` (epoch ms), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `m:ss`, as the countdown shows it. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
