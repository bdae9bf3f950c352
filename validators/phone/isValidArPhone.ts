import { onlyDigits } from '../shared/onlyDigits.ts';

/**
 * Whether a value is a valid Argentine phone: 10 to 13 digits, mask ignored. Argentine numbers are
 * 10 digits with the area code (2 to 4 digits) and may be written with the trunk 0 and the mobile
 * 15 (up to 13). The Brazilian third-digit rule does not apply: after an Argentine area code of
 * variable length, the third digit carries no meaning.
 */
export function isValidArPhone(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length >= 10 && digits.length <= 13;
}
