import type { UserProfile } from '../../api/users.ts';

/** What a form may prefill from the signed-in user's profile (seed 000 §4 "Lead"). */
export interface ProfilePrefill {
  /** The user's id (the lead's analytics user id). */
  userId: string;
  /** Nickname, else name. */
  name: string;
  /** The preferred e-mail, else the first one. */
  email: string;
  phone: string;
  cpf: string;
  /** The company's CNPJ: it replaces the CPF in the company variant. */
  cnpj: string;
}

/** Nickname (else name), preferred e-mail, phone, CPF and company CNPJ of a profile; '' where unknown. */
export function prefillOf(user: UserProfile): ProfilePrefill {
  const email =
    user.emails?.find((e) => e.preferred)?.email ?? user.emailPreferred ?? user.emails?.[0]?.email;
  return {
    userId: user.id ?? '',
    name: user.nickname || user.name || '',
    email: email ?? '',
    phone: user.phone ?? '',
    cpf: user.cpf ?? '',
    cnpj: user.companyCnpj ?? '',
  };
}
