import { onlyDigits } from '../shared/onlyDigits.ts';

/** The longest phone number there is (ITU-T E.164: 15 digits), trunk 0 included. */
export const AR_PHONE_MAX_DIGITS = 15;

/**
 * Whether a value is a valid Argentine phone, mask ignored: at least 10 digits after the trunk 0
 * (seed 000 §5 "at least 10 digits": the area code of 2 to 4 digits and the subscriber number), so
 * `0` + 10 digits at least when the trunk 0 is typed, and at most {@link AR_PHONE_MAX_DIGITS} in all
 * (room for the trunk 0 and the mobile 15). The Brazilian third-digit rule does not apply: after an
 * Argentine area code of variable length, the third digit carries no meaning. The es-AR phone mask
 * lets through exactly these numbers (phoneMask.agreement.test.ts).
 */
export function isValidArPhone(value: string): boolean {
  const digits = onlyDigits(value);
  return digits.replace(/^0/, '').length >= 10 && digits.length <= AR_PHONE_MAX_DIGITS;
}
