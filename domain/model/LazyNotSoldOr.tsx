import { lazy, Suspense } from 'react';
import type { NotSoldOrProps } from './NotSoldOr.tsx';

const NotSoldOr = lazy(() => import('./brandSale.ts').then((module) => ({ default: module.NotSoldOr })));

/**
 * {@link NotSoldOr}, fetched the first time a widget has nothing to offer (no version, no car): whether
 * the brand is sold asks the catalogue, and neither that call nor the message is on any widget's first
 * load. Until it arrives, the frame around an empty busy status.
 */
export function LazyNotSoldOr({ children, frame = (notice) => notice }: NotSoldOrProps) {
  return (
    <Suspense fallback={frame(<p role="status" aria-busy="true" />)}>
      <NotSoldOr frame={frame}>{children}</NotSoldOr>
    </Suspense>
  );
}
