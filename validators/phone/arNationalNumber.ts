import { AR_THREE_DIGIT_AREA_CODES } from '../masks/phoneMask.ts';
import { onlyDigits } from '../shared/onlyDigits.ts';

/**
 * An Argentine phone as its national number: digits without the trunk 0 and, for a mobile typed the
 * local way (area code + 15 + subscriber, 12 digits), without the 15 — "011 15 4321-5678" →
 * "1143215678". The form WhatsApp and the international format (+54 9) need. A number of another
 * shape is returned as its digits without the trunk 0.
 */
export function arNationalNumber(value: string): string {
  const digits = onlyDigits(value).replace(/^0/, '');
  if (digits.length !== 12) return digits;
  const area = digits.startsWith('11') ? 2 : AR_THREE_DIGIT_AREA_CODES.includes(digits.slice(0, 3)) ? 3 : 4;
  return digits.slice(area, area + 2) === '15' ? digits.slice(0, area) + digits.slice(area + 2) : digits;
}
