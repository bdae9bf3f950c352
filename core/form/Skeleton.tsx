import type { ReactNode } from 'react';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Grey bars standing for the lines that will arrive (0: none, only the children). */
  lines?: number;
  /** Extra classes (e.g. one that holds the height of what will arrive). */
  className?: string;
  /** What is already known: a label, a "loading…" line. */
  children?: ReactNode;
}

/**
 * A loading placeholder, `aria-busy` until what it stands for arrives. The bars pulse with the theme's
 * `.hub-skeleton`, which stops moving under `prefers-reduced-motion: reduce` (themes/components.css).
 */
export function Skeleton({ lines = 0, className, children }: SkeletonProps) {
  return (
    <div className={className} aria-busy="true" data-loading="">
      {children}
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder
        <span key={line} className="hub-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
