import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidPlate } from './isValidPlate.ts';

/** A required licence plate, old or Mercosul (see {@link isValidPlate}). */
export const PlateSchema = v.pipe(
  textSchema('plate.required'),
  required('plate.required'),
  rule(isValidPlate, 'plate.invalid'),
);

/** A valid plate as typed. */
export type Plate = v.InferOutput<typeof PlateSchema>;
