/** A value stored with the time it was written. */
export interface Stamped<T> {
  value: T;
  savedAt: number;
}

/** Time to live of stored car and location (seed 000 §9): 4 hours. */
export const STORED_TTL_MS = 14_400_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Saves a value with a timestamp. Storage failures (private mode, quota) are ignored. */
export function writeStored<T>(key: string, value: T, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ value, savedAt: now } satisfies Stamped<T>));
  } catch {
    // Storage full or blocked: the widget keeps working without persistence.
  }
}

/** Reads a value saved by {@link writeStored}; null when absent, malformed or older than `ttlMs`. */
export function readStored<T>(key: string, ttlMs = STORED_TTL_MS, now = Date.now()): Stamped<T> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Stamped<T>;
    if (typeof parsed?.savedAt !== 'number' || now - parsed.savedAt > ttlMs || now < parsed.savedAt)
      return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Removes a stored value. */
export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignored, as in writeStored
  }
}
