import { useSyncExternalStore } from 'react';

/** Viewport classes of seed 000 §2. */
export type ViewportClass = 'mobile' | 'tablet' | 'desktop';

/** Everything the seed's breakpoints say about a width. */
export interface Viewport {
  class: ViewportClass;
  /** The 760 px split. */
  below760: boolean;
  /** The 950 px split. */
  below950: boolean;
  /** 1600 px or more. */
  wide: boolean;
}

/** mobile ≤ 720 < tablet ≤ 860 < desktop; splits at 760 and 950; wide ≥ 1600. */
export function viewportOf(width: number): Viewport {
  return {
    class: width <= 720 ? 'mobile' : width <= 860 ? 'tablet' : 'desktop',
    below760: width < 760,
    below950: width < 950,
    wide: width >= 1600,
  };
}

let current: Viewport | null = null;
function snapshot(): Viewport {
  const next = viewportOf(window.innerWidth);
  if (!current || JSON.stringify(current) !== JSON.stringify(next)) current = next;
  return current;
}
function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The current viewport, updated on resize. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => viewportOf(1024));
}
