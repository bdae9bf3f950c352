import * as v from 'valibot';
import { isValidCpf, isValidCuil } from '../validators/index.ts';

/*
 * Pieces the payload schemas (`<service>.payloads.ts`) and the sandbox's own checks are made of
 * (valibot). Like the payload files, only the sandbox and tests import them as values.
 */

/** A text of 1 to `max` characters once trimmed (the output is trimmed). */
export function text(max = 200) {
  return v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
}

/** An e-mail address. */
export const email = v.pipe(v.string(), v.email());

/** A valid CPF (digits). */
export const cpf = v.pipe(v.string(), v.check(isValidCpf, 'invalid CPF'));

/** A valid CUIL (digits). */
export const cuil = v.pipe(v.string(), v.check(isValidCuil, 'invalid CUIL'));

/** An amount of money, never negative. */
export const money = v.pipe(v.number(), v.minValue(0));

/** A percentage, 0 to 100. */
export const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
