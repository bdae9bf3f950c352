import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { passwordMessages } from './messages.ts';
import { PASSWORD_FORBIDDEN, PASSWORD_MIN_LENGTH, passwordIssues } from './passwordIssues.ts';

/**
 * A required new password: 8 to 16 characters with a digit, a lowercase and an uppercase letter
 * and a special character ('password.invalid'), none of < > + | / ? * \ ('password.forbidden').
 * For a live checklist use {@link passwordIssues}.
 */
export const PasswordSchema = v.pipe(
  textSchema(passwordMessages['password.required']),
  required(passwordMessages['password.required']),
  rule((value) => !PASSWORD_FORBIDDEN.test(value), passwordMessages['password.forbidden']),
  rule(
    (value) => passwordIssues(value).every((issue) => issue === 'forbidden'),
    passwordMessages['password.invalid'],
  ),
);

/** A required confirmation equal to `password` ('passwordConfirmation.mismatch'). */
export function passwordConfirmationSchema(password: string) {
  return v.pipe(
    textSchema(passwordMessages['passwordConfirmation.required']),
    required(passwordMessages['passwordConfirmation.required']),
    rule((value) => value === password, passwordMessages['passwordConfirmation.mismatch']),
  );
}

/** The required current password, before a change: not empty, at least 8 characters (seed 000 §5). */
export const CurrentPasswordSchema = v.pipe(
  textSchema(passwordMessages['currentPassword.required']),
  v.check((value: string) => value !== '', msg(passwordMessages['currentPassword.required'])),
  v.check(
    (value: string) => value === '' || [...value].length >= PASSWORD_MIN_LENGTH,
    msg(passwordMessages['currentPassword.tooShort']),
  ),
);

/** A valid new password. */
export type Password = v.InferOutput<typeof PasswordSchema>;

/** A current password as typed. */
export type CurrentPassword = v.InferOutput<typeof CurrentPasswordSchema>;
