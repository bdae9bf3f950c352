import type { UserProfile } from '../../api/users.ts';

/** The benefits hash a benefit link carries in the page address (`?hash=…`); null when none. */
export function hashFromAddress(search: string): string | null {
  const hash = new URLSearchParams(search).get('hash')?.trim();
  return hash ? hash : null;
}

/** The benefits hash of a signed-in user's profile (`users/self`); null when it has none. */
export function hashFromProfile(profile: Pick<UserProfile, 'benefitsHash'>): string | null {
  return profile.benefitsHash?.trim() || null;
}

/** The benefit a benefit link points at (`?benefit=<id>`, beside its `hash`); null when none. */
export function benefitFromAddress(search: string): string | null {
  const id = new URLSearchParams(search).get('benefit')?.trim();
  return id && /^[\w-]{1,64}$/.test(id) ? id : null;
}
