import type { ReactNode } from 'react';

interface Props {
  /** The region's name (a table's caption), read by screen readers when the focus lands on it. */
  label: string;
  /** The class giving it `overflow-x: auto` and `position: relative` (so nothing in it widens the page). */
  className: string;
  children: ReactNode;
}

/**
 * A wide content (a table) that scrolls sideways in a region of its own, so a narrow screen (390 px)
 * never scrolls the page: named, and in the tab order so keyboard users scroll it with the arrow keys
 * (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, className, children }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
