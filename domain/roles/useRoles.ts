import { type Role, rolesOf } from '../../api/roles.ts';
import { getSelf } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The signed-in user's roles as an administration widget needs them. */
export type RolesState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; roles: Role[] };

/**
 * The signed-in user's roles, read from `users/self` (`roles`, seed 001 §6 names; api/README.md
 * "Roles"). Signed out when the auth cookie is missing or the token is refused (401); a failed read
 * can be tried again.
 */
export function useRoles(): RolesState {
  const { context } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie)) && Boolean(context.services.users);
  const self = useResource(signedIn ? 'self' : null, (signal) => getSelf(context, signal));
  if (!signedIn) return { status: 'signed-out' };
  if (self.status === 'success') return { status: 'ready', roles: rolesOf(self.data) };
  if (self.status === 'error') return { status: 'failed', retry: self.retry };
  return { status: 'loading' };
}
