import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { cuilMatchesNationalId, isValidCuil } from './isValidCuil.ts';
import { cuilMessages } from './messages.ts';

/**
 * A required, valid CUIL whose digits 3–10 equal `nationalId` when it is given and not empty
 * (see {@link isValidCuil}); a mismatch reports 'cuil.nationalId'.
 */
export function cuilSchema(nationalId?: string) {
  const dni = nationalId?.trim() ? nationalId : undefined;
  return v.pipe(
    textSchema(cuilMessages['cuil.required']),
    required(cuilMessages['cuil.required']),
    rule((value) => isValidCuil(value), cuilMessages['cuil.invalid']),
    rule(
      (value) => dni === undefined || !isValidCuil(value) || cuilMatchesNationalId(value, dni),
      cuilMessages['cuil.nationalId'],
    ),
  );
}

/** A required, valid CUIL (prefix, check digit), not compared with a DNI. */
export const CuilSchema = cuilSchema();

/** A valid CUIL as typed. */
export type Cuil = v.InferOutput<typeof CuilSchema>;
