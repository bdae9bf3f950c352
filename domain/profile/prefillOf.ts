import type { UserProfile } from '../../api/users.ts';
import type { Market } from '../../core/markets.ts';

/** What a form may prefill from the signed-in user's profile (seed 000 §4 "Lead"). */
export interface ProfilePrefill {
  /** The user's id (the lead's analytics user id). */
  userId: string;
  /** Nickname, else name. */
  name: string;
  /** The full name, for forms that need a surname: the nickname when it has one, else the name. */
  fullName: string;
  /** The preferred e-mail, else the first one. */
  email: string;
  phone: string;
  cpf: string;
  /** An Argentine profile's CUIL. */
  cuil: string;
  /** The person's document in the form's market: the CUIL in es-AR (Argentina identifies people by DNI / CUIL), else the CPF. */
  document: string;
  /** The company's CNPJ: it replaces the CPF in the company variant. */
  cnpj: string;
  /** The user groups of the profile (OFFER, WCD, MOPAR, JEEP_NATION; seed 000 §3), upper-case. */
  groups: string[];
}

/**
 * Nickname (else name), the full name, preferred e-mail, phone, CPF, CUIL, the market's person document and
 * company CNPJ of a profile, and its user groups; '' (none) where unknown.
 */
export function prefillOf(user: UserProfile, market: Market): ProfilePrefill {
  const cpf = user.cpf ?? '';
  const cuil = user.cuil ?? '';
  const email =
    user.emails?.find((e) => e.preferred)?.email ?? user.emailPreferred ?? user.emails?.[0]?.email;
  return {
    userId: user.id ?? '',
    name: user.nickname || user.name || '',
    fullName: fullNameOf(user.nickname, user.name),
    email: email ?? '',
    phone: user.phone ?? '',
    cpf,
    cuil,
    document: market === 'es-AR' ? cuil : cpf,
    cnpj: user.companyCnpj ?? '',
    groups: (user.groups ?? []).filter((g) => typeof g === 'string').map((g) => g.toUpperCase()),
  };
}

/** The nickname when it names a surname too, else the name (else the nickname). */
function fullNameOf(nickname: string | null | undefined, name: string | null | undefined): string {
  const nick = nickname?.trim() ?? '';
  if (/\S\s+\S/.test(nick)) return nick;
  return name?.trim() || nick;
}
