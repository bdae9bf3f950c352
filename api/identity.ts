import { type ApiScope, type CallSpec, request } from './client.ts';
import type { PasswordEmailPayload, SignUpPayload } from './identity.payloads.ts';

/**
 * Identity service (seed 001 §7 "Identity service"), v1/v2/v3 as the first path segment. v3 sign-in
 * and user creation carry a basic credential built from the e-mail and password (seed 001 §6).
 */
export const identityCalls = {
  auth: { method: 'GET', path: 'v1/auth', bearer: true },
  discountClub: { method: 'GET', path: 'v1/auth/discountclub/{id}' },
  eperV1: { method: 'GET', path: 'v1/auth/eper' },
  rewards: { method: 'GET', path: 'v1/auth/rewards' },
  importUsers: { method: 'POST', path: 'v1/import' },
  migrate: { method: 'POST', path: 'v1/migration/migrate' },
  preprocess: { method: 'POST', path: 'v1/migration/preprocess' },
  preprocessResetPassword: { method: 'POST', path: 'v1/migration/proprocessResetPassword' },
  resetPassword: { method: 'POST', path: 'v2/signup/password/reset' },
  authV2: { method: 'GET', path: 'v2/auth', bearer: true },
  eper: { method: 'GET', path: 'v3/eper', bearer: true },
  authenticate: { method: 'POST', path: 'v3/authentication', basic: true },
  check: { method: 'GET', path: 'v3/check/{value}' },
  createUser: { method: 'POST', path: 'v3/users', basic: true },
} as const satisfies Record<string, CallSpec>;

/** E-mail and password of a v3 sign-in or sign-up. */
export interface Credentials {
  email: string;
  password: string;
}

/** The v3 sign-in answer. */
export interface Session {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  userId: string;
}

/** Signs in through v3 authentication with `Authorization: Basic base64(email:password)`. */
export function authenticate(
  scope: ApiScope,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<Session> {
  return request(scope, 'identity', identityCalls.authenticate, { credentials, signal });
}

/**
 * The identity validation steps of a new account, in order (seed 000 §3, seed 001 §8). AWAITING_QUIZ
 * is taken only when the service asks the buyer a quiz.
 */
export const IDENTITY_STEPS = [
  'VALIDATING_IDENTITY',
  'VALIDATING_TOKEN',
  'AWAITING_INOVAMIND',
  'AWAITING_QUIZ',
  'SYNC_SALESFORCE',
  'PERSISTED_ON_HUB',
] as const;

/** A step of {@link IDENTITY_STEPS}. */
export type IdentityStatus = (typeof IDENTITY_STEPS)[number];

/** A question of the identity quiz and its options. */
export interface QuizQuestion {
  id: string;
  text: string;
  options: { id: string; text: string }[];
}

/** The quiz the service asks while an account is AWAITING_QUIZ. */
export interface IdentityQuiz {
  id: string;
  questions: QuizQuestion[];
}

/**
 * The `v3/check/{value}` answer: whether an account exists for the e-mail (or CPF) and, for one under
 * validation, its identity step and the quiz when the step is AWAITING_QUIZ (an interpretation: the
 * seeds name the call and the steps, not the answer; api/README.md).
 */
export interface AccountCheck {
  value: string;
  exists: boolean;
  status?: IdentityStatus;
  quiz?: IdentityQuiz;
}

/** Tells whether an account exists for an e-mail or CPF, with its identity step. */
export function checkAccount(scope: ApiScope, value: string, signal?: AbortSignal): Promise<AccountCheck> {
  return request(scope, 'identity', identityCalls.check, { params: { value }, signal });
}

/** The profile a v3 sign-up sends beside the credential. */
export type SignUpProfile = Pick<SignUpPayload, 'name' | 'cpf'>;

/** Creates a v3 user: the profile as body, the credential as basic auth; answers its first identity step. */
export function createIdentityUser(
  scope: ApiScope,
  credentials: Credentials,
  profile: SignUpProfile,
): Promise<{ id: string; status?: IdentityStatus }> {
  const json: SignUpPayload = {
    ...profile,
    email: credentials.email,
    brand: scope.brand,
    market: scope.market,
  };
  return request(scope, 'identity', identityCalls.createUser, { credentials, json });
}

/** Asks the v2 password reset e-mail for an account. */
export function resetPassword(scope: ApiScope, payload: PasswordEmailPayload): Promise<unknown> {
  return request(scope, 'identity', identityCalls.resetPassword, { json: payload });
}
