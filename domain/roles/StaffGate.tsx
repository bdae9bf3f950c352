import type { ReactNode } from 'react';
import { mayCall, type Role } from '../../api/roles.ts';
import type { UserProfile } from '../../api/users.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages, roleNames } from './i18n.ts';
import { useRoles } from './useRoles.ts';

/** Props of {@link StaffGate}. */
export interface StaffGateProps {
  /** The widget's title (its level-2 heading while the gate is shut). */
  title: string;
  /** The roles the area is for: holding one opens it. */
  roles: readonly Role[];
  /** The host's sign-in page (`login-url`). */
  loginUrl?: string | undefined;
  /**
   * The area, given the roles the user holds (to show only the actions they allow) and their profile
   * (the `users/self` answer the roles came in: an area needing the user's data reads no more).
   */
  children: (held: readonly Role[], profile: UserProfile) => ReactNode;
}

/** The roles in words, joined as the language joins alternatives ("a, b ou c"). */
export function useRoleWords(): (roles: readonly Role[], type?: 'conjunction' | 'disjunction') => string {
  const { context } = useWidget();
  const names = useT(roleNames);
  return (roles, type = 'disjunction') =>
    new Intl.ListFormat(context.language, { type }).format(roles.map((role) => names(role)));
}

/**
 * The door of an administration or dealer area: signed out (or the sign-in refused, 401), the sign-in
 * prompt; while the roles are
 * read, a skeleton; a failed read, the message and a retry; roles that do not open the area, what it
 * is for in words; else the area, told which roles the user holds and given their profile. `hub-ready`
 * waits for the roles.
 */
export function StaffGate({ title, roles, loginUrl, children }: StaffGateProps) {
  const t = useT(roleMessages);
  const words = useRoleWords();
  const state = useRoles();
  // The widget is not ready while it does not know who is there; the area then holds it as it needs.
  useReadyWhen(state.status !== 'loading');
  if (state.status === 'signed-out')
    return (
      <SignInPrompt
        title={title}
        text={state.expired ? t('sessionExpired') : t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );
  if (state.status === 'loading')
    return (
      <Skeleton lines={3} className="hub-stack">
        <p>{t('checking')}</p>
      </Skeleton>
    );
  if (state.status === 'failed')
    return <LoadFailed message={t('checkFailed')} onRetry={state.retry} failure={state.failure} />;
  if (!mayCall(state.roles, roles))
    return (
      <div className="hub-stack">
        <h2 className="hub-title">{title}</h2>
        <div className="hub-alert" data-tone="info" role="status" part="alert">
          <p>{t('notAllowed')}</p>
          <p>{t('allowedTo', { roles: words(roles) })}</p>
        </div>
      </div>
    );
  return children(state.roles, state.profile);
}
