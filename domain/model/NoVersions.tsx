import { LazyNotSoldOr } from './LazyNotSoldOr.tsx';

/**
 * Said where a list of versions is empty: when the catalogue has no model of the brand in the market
 * at all, that the brand is not sold in the market's country (not "no versions"); otherwise the
 * widget's own `message`. A status, so screen readers hear it.
 */
export function NoVersions({ message }: { message: string }) {
  return (
    <LazyNotSoldOr>
      <p role="status">{message}</p>
    </LazyNotSoldOr>
  );
}
