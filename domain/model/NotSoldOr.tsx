import type { ReactNode } from 'react';
import { BrandNotSold } from './BrandNotSold.tsx';
import { useBrandSale } from './useBrandSale.ts';

/** Props of {@link NotSoldOr}. */
export interface NotSoldOrProps {
  /** What the widget shows when the brand is sold in the market (or the catalogue could not be read). */
  children: ReactNode;
  /** What surrounds the not-sold message and the wait for the catalogue (e.g. the widget's heading). */
  frame?: (notice: ReactNode) => ReactNode;
}

const alone = (notice: ReactNode) => notice;

/**
 * What a widget shows where it has nothing to offer (no version, no car): when the catalogue has no
 * model of the brand in the market at all, that the brand is not sold in the market's country and where
 * to go instead, as the configurator says it; otherwise the widget's own screen or words (`children`).
 * While the catalogue is asked, an empty busy status. Loaded on demand: see LazyNotSoldOr.
 */
export function NotSoldOr({ children, frame = alone }: NotSoldOrProps) {
  const sale = useBrandSale();
  if (sale === 'loading') return frame(<p role="status" aria-busy="true" />);
  if (sale === 'notSold') return frame(<BrandNotSold />);
  return children;
}
