import { type ApiScope, type CallSpec, request } from './client.ts';

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

/** Creates a v3 user: the profile as body, the credential as basic auth. */
export function createIdentityUser(
  scope: ApiScope,
  credentials: Credentials,
  profile: { name: string; cpf?: string; phone?: string },
): Promise<{ id: string }> {
  return request(scope, 'identity', identityCalls.createUser, {
    credentials,
    json: { ...profile, email: credentials.email, brand: scope.brand, market: scope.market },
  });
}
