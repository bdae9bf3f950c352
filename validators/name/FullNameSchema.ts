import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isFullName } from './isFullName.ts';
import { isValidName } from './isValidName.ts';
import { nameMessages } from './messages.ts';

/** A required full name: a valid name with a surname (see {@link isFullName}). */
export const FullNameSchema = v.pipe(
  textSchema(nameMessages['fullName.required']),
  required(nameMessages['fullName.required']),
  rule(isValidName, nameMessages['name.invalid']),
  rule((value) => !isValidName(value) || isFullName(value), nameMessages['fullName.surname']),
);

/** A valid full name. */
export type FullName = v.InferOutput<typeof FullNameSchema>;
