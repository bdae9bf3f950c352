import { type ApiScope, type CallSpec, request } from './client.ts';
import type { PasswordChange, ProfileChanges, UserAddress } from './users.payloads.ts';

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
  /** The Argentine CUIL (digits), for es-AR profiles. */
  cuil?: string | null;
  /** YYYY-MM-DD. */
  birthdate?: string | null;
  address?: UserAddress | null;
  /** The dealer the user chose when completing the profile. */
  dealerCode?: string | null;
  /** The user's benefits hash (the key of `benefits-user` calls; api/README.md "Interpretations"). */
  benefitsHash?: string | null;
  /** The user's roles (seed 001 §6), upper or lower case; read with `rolesOf` (api/README.md "Roles"). */
  roles?: string[];
  /** The user groups the user belongs to (seed 000 §3, seed 001 §6: OFFER, WCD, MOPAR, JEEP_NATION). */
  groups?: string[];
}

/** The user groups of the seeds (seed 000 §3); a member buys as a corporate employee (B2E). */
export const USER_GROUPS = ['OFFER', 'WCD', 'MOPAR', 'JEEP_NATION'] as const;

const NO_CONTENT = 'No content provided for the body.';
const NO_BODY = 'No body content provided.';

/**
 * Users service (seed 000 §7 "Users and passwords", seed 001 §7 "Password", "Users (extra)"). The
 * `users/self…` calls are the signed-in user's and carry the bearer. PATCH users/self and POST
 * users/self/rental are refused before sending when the body is empty.
 */
export const userCalls = {
  self: { method: 'GET', path: 'users/self', bearer: true },
  updateSelf: { method: 'PATCH', path: 'users/self', bearer: true, guards: { json: NO_CONTENT } },
  rental: { method: 'GET', path: 'users/self/rental', bearer: true },
  saveRental: { method: 'POST', path: 'users/self/rental', bearer: true, guards: { json: NO_BODY } },
  create: { method: 'POST', path: 'user' },
  detailsCache: { method: 'GET', path: 'user-details-cache', query: ['email?'] },
  outdateAgreement: { method: 'PATCH', path: 'users/self/agreement/outdate', bearer: true },
  associatedDealer: { method: 'GET', path: 'users/self/loyalty/associated-dealer', bearer: true },
  latestUpdate: { method: 'GET', path: 'audit/findLatest/UPDATE', query: ['userId?'] },
  createPassword: { method: 'POST', path: 'signup/password' },
  changePassword: { method: 'PUT', path: 'signup/password' },
  resendPasswordEmail: { method: 'POST', path: 'signup/password/resend-email' },
  forgotPassword: { method: 'POST', path: 'signup/password/forgot' },
  confirmPassword: { method: 'PUT', path: 'signup/password/confirm' },
  uploadReservationFiles: { method: 'POST', path: 'users/{id}/reservations', body: 'multipart' },
  repairman: { method: 'GET', path: 'users/self/repairman/{id}', bearer: true },
  repairmanEconnect: { method: 'PUT', path: 'users/self/repairman/{id}/econnect', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** The signed-in user's profile. */
export function getSelf(scope: ApiScope, signal?: AbortSignal): Promise<UserProfile> {
  return request(scope, 'users', userCalls.self, { signal });
}

/** Changes the signed-in user's profile; refused with 'No content provided for the body.' when empty. */
export function updateSelf(scope: ApiScope, changes: ProfileChanges): Promise<UserProfile> {
  return request(scope, 'users', userCalls.updateSelf, { json: changes });
}

/** Saves the user's rental data; refused with 'No body content provided.' when empty. */
export function saveSelfRental(scope: ApiScope, data: Record<string, unknown>): Promise<unknown> {
  return request(scope, 'users', userCalls.saveRental, { json: data });
}

/** A new user for POST user; `salesforceIntegration` defaults to false (seed 000 §7). */
export interface NewUser {
  name: string;
  email: string;
  cpf?: string;
  phone?: string;
  salesforceIntegration?: boolean;
}

/** Creates a user, with `salesforceIntegration: false` unless asked. */
export function createUser(scope: ApiScope, user: NewUser): Promise<{ id: string }> {
  return request(scope, 'users', userCalls.create, {
    json: { ...user, salesforceIntegration: user.salesforceIntegration ?? false },
  });
}

/** Changes the signed-in user's password (`PUT signup/password`): current, new and its confirmation. */
export function changePassword(scope: ApiScope, change: PasswordChange): Promise<unknown> {
  return request(scope, 'users', userCalls.changePassword, { json: change });
}

/** Marks the user's agreement as outdated (`PATCH users/self/agreement/outdate`): the terms are asked again. */
export function outdateAgreement(scope: ApiScope): Promise<unknown> {
  return request(scope, 'users', userCalls.outdateAgreement, {});
}

/** The loyalty programme's dealer of the signed-in user; the seeds leave the shape open. */
export function getAssociatedDealer(scope: ApiScope, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'users', userCalls.associatedDealer, { signal });
}

/** The latest recorded change of a user's data (`audit/findLatest/UPDATE`); the shape is left open. */
export function getLatestUpdate(scope: ApiScope, userId: string, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'users', userCalls.latestUpdate, { query: { userId }, signal });
}
