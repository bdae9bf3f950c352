import { cuilCheckDigit } from './cuilCheckDigit.ts';
import { cuilGenderCode } from './cuilGenderCode.ts';

/**
 * The CUIL built from a DNI and a gender, masked "20-12345678-6": the gender code
 * ({@link cuilGenderCode}), the DNI zero-padded to 8 digits and the check digit. Returns null when
 * the DNI is not 1 to 8 digits (dots allowed). Useful to prefill the CUIL field.
 */
export function cuilFromNationalId(nationalId: string, gender: string): string | null {
  const dni = nationalId.replace(/[.\s]/g, '');
  if (!/^\d{1,8}$/.test(dni)) return null;
  const body = `${cuilGenderCode(gender)}${dni.padStart(8, '0')}`;
  return `${body.slice(0, 2)}-${body.slice(2)}-${cuilCheckDigit(body)}`;
}
