import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isFullName } from './isFullName.ts';
import { isValidName } from './isValidName.ts';

/** A required full name: a valid name with a surname (see {@link isFullName}). */
export const FullNameSchema = v.pipe(
  textSchema('fullName.required'),
  required('fullName.required'),
  rule(isValidName, 'name.invalid'),
  rule((value) => !isValidName(value) || isFullName(value), 'fullName.surname'),
);

/** A valid full name. */
export type FullName = v.InferOutput<typeof FullNameSchema>;
