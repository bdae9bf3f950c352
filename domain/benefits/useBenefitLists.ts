import { useRef } from 'react';
import { type Benefit, type BenefitList, getBenefits } from '../../api/benefits.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** A member's benefits by list. */
export type BenefitLists = Record<BenefitList, Benefit[]>;

/**
 * The member's available, redeemed and next benefits (three calls at once, by hash). `reload`
 * reads them again after a redemption; meanwhile the lists read last stay on screen, so a rating
 * being chosen or a message being read is not wiped.
 */
export function useBenefitLists(hash: string) {
  const { context } = useWidget();
  const lists = useResource<BenefitLists>(`benefits:${hash}`, async (signal) => {
    const [available, redeemed, next] = await Promise.all(
      (['available', 'redeemed', 'next'] as const).map((list) => getBenefits(context, list, hash, signal)),
    );
    return { available: available!, redeemed: redeemed!, next: next! };
  });
  const last = useRef<BenefitLists | null>(null);
  if (lists.status === 'success') last.current = lists.data;
  return {
    status: lists.status,
    data: lists.status === 'success' ? lists.data : last.current,
    reload: lists.retry,
    /** Why the lists failed to load (for `LoadFailed`). */
    failure: failureOf(lists),
  };
}
