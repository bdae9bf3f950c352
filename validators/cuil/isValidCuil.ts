import { cuilCheckDigit } from './cuilCheckDigit.ts';

/** The prefixes seed 000 §5 allows: 20, 23, 24, 27 (people) and 30 (companies). */
export const CUIL_PREFIXES = ['20', '23', '24', '27', '30'] as const;

const UNMASKED = /^\d{11}$/;
const MASKED = /^\d{2}-\d{8}-\d$/;

/**
 * Whether a value is a valid CUIL (seed 000 §5): 11 digits, unmasked or masked "20-12345678-6";
 * prefix 20, 23, 24, 27 or 30; 11th digit the check digit of {@link cuilCheckDigit}. When
 * `nationalId` (the DNI) is given, digits 3–10 must equal it, left-padded with zeros to 8 digits
 * (DNI 9.876.543 ↔ CUIL 20-09876543-x); the DNI may carry dots.
 */
export function isValidCuil(value: string, nationalId?: string): boolean {
  const trimmed = value.trim();
  if (!UNMASKED.test(trimmed) && !MASKED.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (!(CUIL_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) return false;
  if (cuilCheckDigit(digits.slice(0, 10)) !== Number(digits[10])) return false;
  if (nationalId === undefined) return true;
  return cuilMatchesNationalId(digits, nationalId);
}

/** Whether digits 3–10 of a CUIL equal a DNI (1 to 8 digits, dots allowed, zero-padded to 8). */
export function cuilMatchesNationalId(cuil: string, nationalId: string): boolean {
  const dni = nationalId.replace(/[.\s]/g, '');
  if (!/^\d{1,8}$/.test(dni)) return false;
  return cuil.replace(/\D/g, '').slice(2, 10) === dni.padStart(8, '0');
}
