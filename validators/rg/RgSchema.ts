import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidRg } from './isValidRg.ts';

/** A required RG: non-empty, at most 50 digits (see {@link isValidRg}). */
export const RgSchema = v.pipe(
  textSchema('rg.required'),
  required('rg.required'),
  rule(isValidRg, 'rg.invalid'),
);

/** A valid RG as typed. */
export type Rg = v.InferOutput<typeof RgSchema>;
