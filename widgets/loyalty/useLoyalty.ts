import { useCallback, useEffect, useState } from 'react';
import { getLoyaltySelf } from '../../api/loyalty.ts';
import { getCookie } from '../../core/cookies.ts';
import { ServiceError } from '../../core/errors.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { type LoyaltyMember, toMember } from '../../domain/loyalty/member.ts';
import { LOYALTY_BRANDS } from '../../domain/loyalty/membership.ts';

/**
 * The state of hub-loyalty: whether the brand has a programme, the sign-in, the member (`null` for a
 * signed-in user who is in no programme yet: the service answers 404), kept on screen while it is read
 * again after a change; a sign-in the service refuses (401, on any call) ends in the sign-in prompt
 * and one `hub-error`.
 */
export function useLoyalty(expiredMessage: string) {
  const { context, emit } = useWidget();
  const hasProgramme = LOYALTY_BRANDS.includes(context.brand);
  const signedIn = Boolean(getCookie(context.authCookie));
  const [expired, setExpired] = useState(false);
  const [member, setMember] = useState<LoyaltyMember | null | undefined>(undefined);

  /** Passes a call's result on; a 401 also ends the session on screen. */
  const guard = useCallback(<T>(call: Promise<T>): Promise<T> => {
    return call.catch((failure: unknown) => {
      if (failure instanceof ServiceError && failure.status === 401) setExpired(true);
      throw failure;
    });
  }, []);

  const self = useResource(
    hasProgramme && signedIn && !expired ? `loyalty-self:${context.brand}` : null,
    async (signal) => {
      try {
        return toMember(await guard(getLoyaltySelf(context, signal)));
      } catch (failure) {
        if (failure instanceof ServiceError && failure.status === 404) return null;
        throw failure;
      }
    },
  );
  useEffect(() => {
    if (self.status === 'success') setMember(self.data);
  }, [self.status, self.data]);
  useEffect(() => {
    if (expired) emit('hub-error', { code: 'unauthorized', message: expiredMessage });
  }, [expired, emit, expiredMessage]);

  return {
    hasProgramme,
    signedIn,
    expired,
    /** The member as last read: undefined until the first answer, null when not in a programme. */
    member,
    loadStatus: self.status,
    /** Why the member failed to load (for `LoadFailed`). */
    loadFailure: failureOf(self),
    /** Reads the member again (after a failure, a register, a subscription or a medal). */
    reload: self.retry,
    guard,
    /** Ends the session on screen: another service (users, benefits) refused the sign-in. */
    expire: useCallback(() => setExpired(true), []),
  };
}
