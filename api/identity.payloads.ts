import * as v from 'valibot';
import { isValidPassword } from '../validators/index.ts';
import { cpf, email, text } from './schemas.ts';

/*
 * The payloads of sign-up and the password screens (identity v2/v3 and the users service's
 * `signup/password…` calls): the named calls of `identity.ts` and `identityPasswords.ts` are typed by
 * them and the sandbox checks what it receives with them. Widgets import their types only.
 */

/** A new password as the service takes it: the seed's rules (8–16, digit, lower, upper, special, none of < > + | / ? * \). */
const newPassword = v.pipe(v.string(), v.check(isValidPassword, 'password does not meet the rules'));

/** `POST v3/users`: the profile (the e-mail and password travel as the basic credential). */
export const SignUpPayloadSchema = v.looseObject({
  name: text(120),
  email,
  cpf: v.optional(cpf),
  brand: v.optional(text(20)),
  market: v.optional(text(5)),
});
/** What `createIdentityUser` sends as body. */
export type SignUpPayload = v.InferInput<typeof SignUpPayloadSchema>;

/** `POST signup/password/forgot`, `POST signup/password/resend-email`, `POST v2/signup/password/reset`. */
export const PasswordEmailPayloadSchema = v.looseObject({ email });
/** What the forgot, resend and reset calls send. */
export type PasswordEmailPayload = v.InferInput<typeof PasswordEmailPayloadSchema>;

/** `POST signup/password`: the first password of an account that has none yet. */
export const CreatePasswordPayloadSchema = v.looseObject({
  email,
  password: newPassword,
  confirmation: v.string(),
});
/** What `createPassword` sends. */
export type CreatePasswordPayload = v.InferInput<typeof CreatePasswordPayloadSchema>;

/** `PUT signup/password/confirm`: the e-mailed code and the new password. */
export const ConfirmPasswordPayloadSchema = v.looseObject({
  token: text(200),
  password: newPassword,
  confirmation: v.string(),
});
/** What `confirmPassword` sends. */
export type ConfirmPasswordPayload = v.InferInput<typeof ConfirmPasswordPayloadSchema>;
