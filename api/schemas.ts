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

/**
 * A phone as the services take it (seed 000 §5): digits prefixed with the trunk 0, at least 10 digits
 * after it (a Brazilian mobile with DDD, an Argentine number with area code and possibly the mobile 15),
 * 15 digits at most in all (validators/phone).
 */
export const PHONE_DIGITS = /^0\d{10,14}$/;

/** A phone in the services' form ({@link PHONE_DIGITS}). */
export const phoneDigits = v.pipe(v.string(), v.regex(PHONE_DIGITS, 'phone must be digits prefixed with 0'));

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
