import { useEffect } from 'react';
import { BrandNotSold } from './BrandNotSold.tsx';
import { useBrandSale } from './useBrandSale.ts';

/**
 * For a widget that shows its own screen while the catalogue is asked (the lead form) and imports this
 * lazily, keeping the catalogue out of its first load: nothing while the brand is sold (or the answer
 * is pending or failed); when the catalogue has no model of the brand in the market, it tells the widget
 * (`onNotSold`, to put away its controls) and says that the brand is not sold there ({@link BrandNotSold}).
 */
export function NotSoldNotice({ onNotSold }: { onNotSold?: () => void }) {
  const sale = useBrandSale();
  useEffect(() => {
    if (sale === 'notSold') onNotSold?.();
  }, [sale, onNotSold]);
  return sale === 'notSold' ? <BrandNotSold /> : null;
}
