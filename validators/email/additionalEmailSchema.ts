import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidEmail } from './isValidEmail.ts';
import { emailMessages } from './messages.ts';
import { sameEmail } from './sameEmail.ts';

/**
 * A required, valid additional e-mail that differs from the holder's (letter case and surrounding
 * spaces ignored); equal → 'email.sameAsHolder'. Wrap in {@link emptyOr} when the field is optional.
 */
export function additionalEmailSchema(holderEmail: string) {
  return v.pipe(
    textSchema(emailMessages['email.required']),
    required(emailMessages['email.required']),
    rule(isValidEmail, emailMessages['email.invalid']),
    rule((value) => !sameEmail(value, holderEmail), emailMessages['email.sameAsHolder']),
  );
}
