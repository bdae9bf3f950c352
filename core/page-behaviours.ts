import { type RefObject, useEffect } from 'react';

/** Scroll animation (seed 000 §9): 500 ms, offset 50. Anchor arrival: delay 1000 ms, offset 100. */
export const SCROLL = { duration: 500, offset: 50, anchorDelay: 1000, anchorOffset: 100 } as const;

/** Whether the user asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the page smoothly so `target` sits `offset` px below the top (instantly with reduced motion). */
export function smoothScrollTo(
  target: Element | number,
  { offset = SCROLL.offset as number, duration = SCROLL.duration as number } = {},
): Promise<void> {
  const top = typeof target === 'number' ? target : target.getBoundingClientRect().top + window.scrollY;
  const destination = Math.max(0, top - offset);
  const start = window.scrollY;
  if (prefersReducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, destination);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      window.scrollTo(0, start + (destination - start) * eased);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** After the page settles, scrolls to the element the address's hash names (delay 1000 ms, offset 100). */
export function scrollToHashTarget(root: Document | ShadowRoot = document, hash = location.hash): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => undefined;
  const timer = setTimeout(() => {
    const target = root.getElementById(id);
    if (target) void smoothScrollTo(target, { offset: SCROLL.anchorOffset });
  }, SCROLL.anchorDelay);
  return () => clearTimeout(timer);
}

/** Makes in-page anchor links inside `root` scroll smoothly to their target instead of jumping. */
export function smoothAnchors(root: Document | ShadowRoot | HTMLElement): () => void {
  const onClick = (event: Event) => {
    const link = (event.composedPath().find((n) => n instanceof HTMLAnchorElement) ??
      null) as HTMLAnchorElement | null;
    const href = link?.getAttribute('href');
    if (!href?.startsWith('#') || href.length < 2) return;
    const scope = link!.getRootNode() as Document | ShadowRoot;
    const target = scope.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    event.preventDefault();
    void smoothScrollTo(target).then(() => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

let locks = 0;
let previousOverflow = '';
/** Hides page scrolling (nested calls are counted); returns the function that restores it. */
export function lockScroll(): () => void {
  if (locks === 0) {
    previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.documentElement.style.overflow = previousOverflow;
  };
}

/** Navigates back; when there is no history (a page opened directly), goes to `fallbackUrl`. */
export function goBack(fallbackUrl?: string): void {
  if (history.length > 1) history.back();
  else if (fallbackUrl) location.assign(fallbackUrl);
}

/** Calls `handler` when a pointer goes down outside `element` (shadow DOM aware). */
export function onPointerOutside(element: Element, handler: (event: Event) => void): () => void {
  const listener = (event: Event) => {
    if (!event.composedPath().includes(element)) handler(event);
  };
  document.addEventListener('pointerdown', listener, true);
  document.addEventListener('touchstart', listener, true);
  return () => {
    document.removeEventListener('pointerdown', listener, true);
    document.removeEventListener('touchstart', listener, true);
  };
}

/** React form of {@link onPointerOutside}. */
export function usePointerOutside(ref: RefObject<Element | null>, handler: () => void, active = true): void {
  useEffect(() => {
    if (!active || !ref.current) return;
    return onPointerOutside(ref.current, handler);
  }, [ref, handler, active]);
}
