import { cuilCheckDigit } from './cuilCheckDigit.ts';
import { CUIL_PREFIXES } from './isValidCuil.ts';

/** CUIT prefixes: a person's (the CUIL's, seed 000 §5) and a legal person's (30, 33, 34). */
export const CUIT_PREFIXES = [...CUIL_PREFIXES, '33', '34'] as const;

/**
 * Whether a value is a valid CUIT, the Argentine tax id of a company: 11 digits, unmasked or
 * masked "30-71234567-1", a CUIT prefix, the 11th digit the CUIL check digit ({@link cuilCheckDigit}).
 */
export function isValidCuit(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\d{11}$/.test(trimmed) && !/^\d{2}-\d{8}-\d$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return false;
  return cuilCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}
