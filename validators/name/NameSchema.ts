import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidName } from './isValidName.ts';

/** A required name (letters first, see {@link isValidName}). */
export const NameSchema = v.pipe(
  textSchema('name.required'),
  required('name.required'),
  rule(isValidName, 'name.invalid'),
);

/** A valid name. */
export type Name = v.InferOutput<typeof NameSchema>;
