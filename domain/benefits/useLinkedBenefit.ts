import { type Benefit, getBenefit } from '../../api/benefits.ts';
import { ServiceError } from '../../core/errors.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The benefit a link points at, and which list it is in now; null when it is in neither. */
export type LinkedBenefit = { benefit: Benefit; list: 'available' | 'redeemed' } | null;

const isNotFound = (failure: unknown) => failure instanceof ServiceError && failure.status === 404;

/**
 * The benefit of a benefit link (`?benefit=<id>`), read by id with the member's hash: first among the
 * available ones, else among the redeemed ones (a link opened after the redemption); null when it is
 * in neither (expired, or not the member's). No link: nothing is read. `retry` reads it again (after a
 * redemption it is found among the redeemed).
 */
export function useLinkedBenefit(id: string | null, hash: string) {
  const { context } = useWidget();
  return useResource<LinkedBenefit>(id ? `benefit:${hash}:${id}` : null, async (signal) => {
    for (const list of ['available', 'redeemed'] as const) {
      try {
        return { benefit: await getBenefit(context, list, id ?? '', hash, signal), list };
      } catch (failure) {
        if (!isNotFound(failure)) throw failure;
      }
    }
    return null;
  });
}
