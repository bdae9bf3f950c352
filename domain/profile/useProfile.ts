import { useEffect, useState } from 'react';
import { getSelf, type UserProfile } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** The fields a form prefills from the signed-in user's profile (seed 000 §4 "Lead"). */
export interface ProfilePrefill {
  name: string;
  email: string;
  phone: string;
  cpf: string;
}

/** Nickname (else name), preferred e-mail, phone and CPF of a profile. */
export function prefillOf(user: UserProfile): ProfilePrefill {
  const email =
    user.emails?.find((e) => e.preferred)?.email ?? user.emailPreferred ?? user.emails?.[0]?.email;
  return {
    name: user.nickname || user.name || '',
    email: email ?? '',
    phone: user.phone ?? '',
    cpf: user.cpf ?? '',
  };
}

/**
 * Whether the shopper is signed in (the auth cookie is there) and, once users/self answers, what to
 * prefill. A failing profile call leaves the form empty: the shopper types.
 */
export function useProfile(): { signedIn: boolean; prefill: ProfilePrefill | null } {
  const { context } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie));
  const [prefill, setPrefill] = useState<ProfilePrefill | null>(null);
  const usersDeclared = Boolean(context.services.users);
  useEffect(() => {
    if (!signedIn || !usersDeclared) return;
    const controller = new AbortController();
    getSelf(context, controller.signal).then(
      (user) => setPrefill(prefillOf(user)),
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, usersDeclared, context]);
  return { signedIn, prefill };
}
