import * as v from 'valibot';
import { langOf } from '../messageText.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidPlate } from './isValidPlate.ts';
import { plateMessages } from './messages.ts';

/** A required Brazilian licence plate, old or Mercosul (see {@link isValidPlate}). */
export const PlateSchema = v.pipe(
  textSchema(plateMessages['plate.required']),
  required(plateMessages['plate.required']),
  rule((value) => isValidPlate(value, 'BR'), plateMessages['plate.invalid']),
);

/** A required Argentine licence plate, Mercosur (AB123CD) or previous (ABC123). */
export const ArgentinePlateSchema = v.pipe(
  textSchema(plateMessages['plate.required']),
  required(plateMessages['plate.required']),
  rule((value) => isValidPlate(value, 'AR'), plateMessages['plate.invalidAR']),
);

/** The plate schema of a market: Argentine plates in es-AR, Brazilian ones in pt-BR and c-BR. */
export function plateSchemaFor(market: string): typeof PlateSchema {
  return langOf(market) === 'es-AR' ? ArgentinePlateSchema : PlateSchema;
}

/** A valid plate as typed. */
export type Plate = v.InferOutput<typeof PlateSchema>;
