import { useCallback, useEffect, useState } from 'react';
import { isOffline } from './errors.ts';

/** State of data loaded from a service (seed 000 §4 data loader: PROCESSING, SUCCESS, FAILED). */
export type Resource<T> =
  | { status: 'idle'; data: undefined }
  | { status: 'loading'; data: undefined }
  | { status: 'success'; data: T }
  | { status: 'error'; data: undefined; failure?: unknown };

/**
 * Loads data when `key` changes (null: nothing to load), aborting the previous load; `retry` loads
 * again after a failure. A load that failed because the browser was offline loads again by itself
 * when the connection is back (the `online` event): reads only, sends never retry on their own.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Resource<T> & { retry: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'idle', data: undefined });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the key or the attempt changes
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: undefined });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', data: undefined });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, failure });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const offline = state.status === 'error' && isOffline(state.failure);
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);
  return { ...state, retry };
}

/** The failure of a resource that failed to load, else undefined (for `LoadFailed`'s `failure`). */
export function failureOf(resource: Resource<unknown>): unknown {
  return resource.status === 'error' ? resource.failure : undefined;
}
