import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidName } from './isValidName.ts';
import { nameMessages } from './messages.ts';

/** A required name (letters first, see {@link isValidName}). */
export const NameSchema = v.pipe(
  textSchema(nameMessages['name.required']),
  required(nameMessages['name.required']),
  rule(isValidName, nameMessages['name.invalid']),
);

/** A valid name. */
export type Name = v.InferOutput<typeof NameSchema>;
