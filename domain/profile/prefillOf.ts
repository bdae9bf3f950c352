import type { UserProfile } from '../../api/users.ts';

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
  /** The company's CNPJ: it replaces the CPF in the company variant. */
  cnpj: string;
}

/** Nickname (else name), the full name, preferred e-mail, phone, CPF and company CNPJ of a profile; '' where unknown. */
export function prefillOf(user: UserProfile): ProfilePrefill {
  const email =
    user.emails?.find((e) => e.preferred)?.email ?? user.emailPreferred ?? user.emails?.[0]?.email;
  return {
    userId: user.id ?? '',
    name: user.nickname || user.name || '',
    fullName: fullNameOf(user.nickname, user.name),
    email: email ?? '',
    phone: user.phone ?? '',
    cpf: user.cpf ?? '',
    cnpj: user.companyCnpj ?? '',
  };
}

/** The nickname when it names a surname too, else the name (else the nickname). */
function fullNameOf(nickname: string | null | undefined, name: string | null | undefined): string {
  const nick = nickname?.trim() ?? '';
  if (/\S\s+\S/.test(nick)) return nick;
  return name?.trim() || nick;
}
