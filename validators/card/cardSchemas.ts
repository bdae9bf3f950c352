import * as v from 'valibot';
import { isValidName } from '../name/isValidName.ts';
import { required, rule, text } from '../shared/rules.ts';
import { isValidCardExpiry, parseCardExpiry } from './isValidCardExpiry.ts';
import { isValidCardNumber } from './isValidCardNumber.ts';

/** A required card number (see {@link isValidCardNumber}). */
export const CardNumberSchema = v.pipe(
  text('cardNumber.required'),
  required('cardNumber.required'),
  rule(isValidCardNumber, 'cardNumber.invalid'),
);

/**
 * A required card expiry MM/YY: month 1–12 ('cardExpiry.invalid') and not before the current month
 * on the clock at validation time ('cardExpiry.expired').
 */
export const CardExpirySchema = v.pipe(
  text('cardExpiry.required'),
  required('cardExpiry.required'),
  rule((value) => parseCardExpiry(value) !== null, 'cardExpiry.invalid'),
  rule((value) => parseCardExpiry(value) === null || isValidCardExpiry(value), 'cardExpiry.expired'),
);

/** A required cardholder name as printed: a valid name (letters first, see {@link isValidName}). */
export const CardNameSchema = v.pipe(
  text('cardName.required'),
  required('cardName.required'),
  rule(isValidName, 'cardName.invalid'),
);

/** Whether a card security code is 3 or 4 digits. */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** A required card security code of 3 or 4 digits. */
export const CvvSchema = v.pipe(
  text('cvv.required'),
  required('cvv.required'),
  rule(isValidCvv, 'cvv.invalid'),
);

/** A valid card number as typed. */
export type CardNumber = v.InferOutput<typeof CardNumberSchema>;
