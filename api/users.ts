import { type ApiScope, type CallSpec, request } from './client.ts';

/** The profile attributes the widgets read (seed 000 §3 "User profile attributes read"). */
export interface UserProfile {
  id: string;
  nickname: string | null;
  name: string;
  emails: { email: string; preferred: boolean }[];
  emailPreferred?: string | null;
  phone: string | null;
  cpf: string | null;
  companyCnpj: string | null;
}

/** Users service calls used so far (seed 000 §7 "Users and passwords"). */
export const userCalls = {
  self: { method: 'GET', path: 'users/self', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** The signed-in user's profile. */
export function getSelf(scope: ApiScope, signal?: AbortSignal): Promise<UserProfile> {
  return request(scope, 'users', userCalls.self, { signal });
}
