import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { getSelf } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { fillEmpty } from './fillEmpty.ts';
import { type ProfilePrefill, prefillOf } from './prefillOf.ts';

export type { ProfilePrefill } from './prefillOf.ts';

/** Whether the shopper is signed in and, once users/self has answered, what to prefill. */
export interface Profile {
  signedIn: boolean;
  prefill: ProfilePrefill | null;
}

/**
 * Whether the shopper is signed in (the auth cookie is there) and, once users/self answers, what to
 * prefill. A failing profile call leaves the form empty: the shopper types.
 */
export function useProfile(): Profile {
  const { context } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie));
  const [prefill, setPrefill] = useState<ProfilePrefill | null>(null);
  const usersDeclared = Boolean(context.services.users);
  useEffect(() => {
    if (!signedIn || !usersDeclared) return;
    const controller = new AbortController();
    getSelf(context, controller.signal).then(
      (user) => setPrefill(prefillOf(user, context.market)),
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, usersDeclared, context]);
  return { signedIn, prefill };
}

/** The contact fields a form takes from the profile: name, e-mail, phone and the market's person document (CPF / CUIL). */
export const contactPrefill = ({ name, email, phone, document }: ProfilePrefill) => ({
  name,
  email,
  phone,
  cpf: document,
});

/**
 * {@link useProfile}, and the form's values filled from the profile when it arrives: `pick` says
 * which field takes what; fields the shopper has typed in keep their text.
 */
export function useProfilePrefill<V extends object>(
  setValues: Dispatch<SetStateAction<V>>,
  pick: (prefill: ProfilePrefill) => { [K in keyof V]?: V[K] & string },
): Profile {
  const profile = useProfile();
  const picker = useRef(pick);
  picker.current = pick;
  const { prefill } = profile;
  useEffect(() => {
    if (prefill) setValues((values) => fillEmpty(values, picker.current(prefill)));
  }, [prefill, setValues]);
  return profile;
}
