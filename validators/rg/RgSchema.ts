import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidRg } from './isValidRg.ts';
import { rgMessages } from './messages.ts';

/** A required RG: non-empty, at most 50 digits (see {@link isValidRg}). */
export const RgSchema = v.pipe(
  textSchema(rgMessages['rg.required']),
  required(rgMessages['rg.required']),
  rule(isValidRg, rgMessages['rg.invalid']),
);

/** A valid RG as typed. */
export type Rg = v.InferOutput<typeof RgSchema>;
