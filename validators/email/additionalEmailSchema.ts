import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidEmail } from './isValidEmail.ts';
import { sameEmail } from './sameEmail.ts';

/**
 * A required, valid additional e-mail that differs from the holder's (letter case and surrounding
 * spaces ignored); equal → 'email.sameAsHolder'. Wrap in {@link emptyOr} when the field is optional.
 */
export function additionalEmailSchema(holderEmail: string) {
  return v.pipe(
    textSchema('email.required'),
    required('email.required'),
    rule(isValidEmail, 'email.invalid'),
    rule((value) => !sameEmail(value, holderEmail), 'email.sameAsHolder'),
  );
}
