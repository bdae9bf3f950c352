import { BrandNotSold } from './BrandNotSold.tsx';
import { useBrandSale } from './useBrandSale.ts';

/**
 * Said where a list of versions is empty: when the catalogue has no model of the brand in the market
 * at all, that the brand is not sold in the market's country (not "no versions"); otherwise the
 * widget's own `message`. A status, so screen readers hear it.
 */
export function NoVersions({ message }: { message: string }) {
  const sale = useBrandSale();
  if (sale === 'loading') return <p role="status" aria-busy="true" />;
  if (sale === 'notSold') return <BrandNotSold />;
  return <p role="status">{message}</p>;
}
