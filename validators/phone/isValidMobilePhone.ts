import { onlyDigits } from '../shared/onlyDigits.ts';

/**
 * Whether a value is a valid Brazilian mobile phone (seed 000 §5, seed 001 §5): its digits — area
 * code included, mask ignored — are at least 10, and the third digit (the first after the area
 * code) is 8 or 9. The count is also capped at 11, the longest Brazilian number with area code, so
 * a number with a country code or trailing garbage is rejected.
 */
export function isValidMobilePhone(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.length >= 10 && digits.length <= 11 && (digits[2] === '8' || digits[2] === '9');
}
