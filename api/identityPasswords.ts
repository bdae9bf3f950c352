import type { ApiScope } from './client.ts';
import { request } from './client.ts';
import type {
  ConfirmPasswordPayload,
  CreatePasswordPayload,
  PasswordEmailPayload,
} from './identity.payloads.ts';
import { userCalls } from './users.ts';

/*
 * The sign-up's password calls (seed 000 §7 "Users and passwords"): lines of the users service's table,
 * named here for the sign-up screens. The change of a signed-in user's password (PUT signup/password)
 * belongs to the account area.
 */

/** Creates the first password of an account (`POST signup/password`). */
export function createPassword(scope: ApiScope, payload: CreatePasswordPayload): Promise<unknown> {
  return request(scope, 'users', userCalls.createPassword, { json: payload });
}

/** Asks the forgotten-password e-mail with its code (`POST signup/password/forgot`). */
export function forgotPassword(scope: ApiScope, payload: PasswordEmailPayload): Promise<unknown> {
  return request(scope, 'users', userCalls.forgotPassword, { json: payload });
}

/** Sends the password e-mail again (`POST signup/password/resend-email`). */
export function resendPasswordEmail(scope: ApiScope, payload: PasswordEmailPayload): Promise<unknown> {
  return request(scope, 'users', userCalls.resendPasswordEmail, { json: payload });
}

/** Sets a new password with the e-mailed code (`PUT signup/password/confirm`). */
export function confirmPassword(scope: ApiScope, payload: ConfirmPasswordPayload): Promise<unknown> {
  return request(scope, 'users', userCalls.confirmPassword, { json: payload });
}
