import { type BenefitBaseData, getBenefitBaseData } from '../../api/benefits.ts';
import { getSelf } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { ServiceError } from '../../core/errors.ts';
import { type Resource, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { hashFromAddress, hashFromProfile } from './benefitsHash.ts';

/** A member of the benefits programme: the hash their calls carry and their base data. */
export interface BenefitsMember {
  hash: string;
  base: BenefitBaseData;
}

/** Who reads the benefits: nobody yet (no link, signed out), or the member's data as it loads. */
export type BenefitsMemberState =
  | { status: 'anonymous' }
  | (Resource<BenefitsMember | null> & { retry: () => void });

/**
 * The benefits member of the page: the hash the host gives (`known`), else the one of a benefit
 * link's address (`?hash=`), else the signed-in user's profile's (`users/self`, bearer); then
 * `base-data` read with `valid_user=true`.
 * Resolves to null when the service says the user is not a valid member. A refused sign-in (401)
 * is reported through `onUnauthorized`.
 */
export function useBenefitsMember(onUnauthorized?: () => void, known?: string | null): BenefitsMemberState {
  const { context } = useWidget();
  const linked = known || (typeof location === 'undefined' ? null : hashFromAddress(location.search));
  const signedIn = Boolean(getCookie(context.authCookie)) && Boolean(context.services.users);
  const key = context.services.benefits && (linked || signedIn) ? `member:${linked ?? 'self'}` : null;
  const member = useResource<BenefitsMember | null>(key, async (signal) => {
    let hash = linked;
    if (!hash) {
      try {
        hash = hashFromProfile(await getSelf(context, signal));
      } catch (failure) {
        if (failure instanceof ServiceError && failure.status === 401) onUnauthorized?.();
        throw failure;
      }
    }
    if (!hash) return null;
    const base = await getBenefitBaseData(context, hash, signal);
    return base.valid_user ? { hash, base } : null;
  });
  return key === null ? { status: 'anonymous' } : member;
}
