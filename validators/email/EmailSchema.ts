import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidEmail } from './isValidEmail.ts';
import { emailMessages } from './messages.ts';

/** A required, valid e-mail address (see {@link isValidEmail}). */
export const EmailSchema = v.pipe(
  textSchema(emailMessages['email.required']),
  required(emailMessages['email.required']),
  rule(isValidEmail, emailMessages['email.invalid']),
);

/** A valid e-mail address. */
export type Email = v.InferOutput<typeof EmailSchema>;
