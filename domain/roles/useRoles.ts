import { useCallback, useEffect, useState } from 'react';
import { type Role, rolesOf } from '../../api/roles.ts';
import { getSelf, type UserProfile } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { reportingUnauthorized } from '../../core/errors.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from './i18n.ts';

/** The signed-in user's roles as an administration widget needs them. */
export type RolesState =
  | { status: 'signed-out'; expired: boolean }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; failure: unknown }
  | { status: 'ready'; roles: Role[]; profile: UserProfile };

/**
 * The signed-in user's roles (and the profile they came with), read from `users/self` (`roles`, seed 001 §6 names; api/README.md
 * "Roles"). Signed out when the auth cookie is missing; a token the service refuses (401) is a sign-in
 * to make again (`expired`, and `hub-error`); another failed read can be tried again.
 */
export function useRoles(): RolesState {
  const { context, emit } = useWidget();
  const t = useT(roleMessages);
  const [expired, setExpired] = useState(false);
  const signedIn = Boolean(getCookie(context.authCookie)) && Boolean(context.services.users) && !expired;
  const onUnauthorized = useCallback(() => setExpired(true), []);
  const self = useResource(signedIn ? 'self' : null, (signal) =>
    reportingUnauthorized(getSelf(context, signal), onUnauthorized),
  );
  useEffect(() => {
    if (expired) emit('hub-error', { code: 'unauthorized', message: t('sessionExpired') });
  }, [expired, emit, t]);
  if (!signedIn) return { status: 'signed-out', expired };
  if (self.status === 'success') return { status: 'ready', roles: rolesOf(self.data), profile: self.data };
  if (self.status === 'error') return { status: 'failed', retry: self.retry, failure: self.failure };
  return { status: 'loading' };
}
