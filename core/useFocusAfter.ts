import { useCallback, useEffect, useReducer, useRef } from 'react';

type Finder = () => HTMLElement | null | undefined;

/** How long a focus request waits for its element to be drawn. */
const WAIT_MS = 2000;

/**
 * Moves the focus to an element once React has drawn it: `focusAfter(find)` keeps the request and,
 * after each render of the calling component, tries `find()` until it gives an element, which takes
 * the focus. Unlike a `requestAnimationFrame`, which a busy machine can run before React commits the
 * change that draws the element (the focus then lands nowhere), the request is met after the commit.
 * A request whose element does not come within 2 s is dropped.
 */
export function useFocusAfter(): (find: Finder) => void {
  const pending = useRef<{ find: Finder; until: number } | null>(null);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    const target = request.find();
    if (target) {
      pending.current = null;
      target.focus();
    } else if (Date.now() > request.until) pending.current = null;
  });
  return useCallback((find: Finder) => {
    pending.current = { find, until: Date.now() + WAIT_MS };
    rendered();
  }, []);
}
