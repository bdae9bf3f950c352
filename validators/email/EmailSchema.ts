import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidEmail } from './isValidEmail.ts';

/** A required, valid e-mail address (see {@link isValidEmail}). */
export const EmailSchema = v.pipe(
  textSchema('email.required'),
  required('email.required'),
  rule(isValidEmail, 'email.invalid'),
);

/** A valid e-mail address. */
export type Email = v.InferOutput<typeof EmailSchema>;
