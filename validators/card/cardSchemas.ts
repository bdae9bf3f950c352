import * as v from 'valibot';
import { isValidName } from '../name/isValidName.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidCardExpiry, parseCardExpiry } from './isValidCardExpiry.ts';
import { isValidCardNumber } from './isValidCardNumber.ts';

/** A required card number (see {@link isValidCardNumber}). */
export const CardNumberSchema = v.pipe(
  textSchema('cardNumber.required'),
  required('cardNumber.required'),
  rule(isValidCardNumber, 'cardNumber.invalid'),
);

/**
 * A required card expiry MM/YY: month 1–12 ('cardExpiry.invalid') and not before the current month
 * on the clock at validation time ('cardExpiry.expired').
 */
export const CardExpirySchema = v.pipe(
  textSchema('cardExpiry.required'),
  required('cardExpiry.required'),
  rule((value) => parseCardExpiry(value) !== null, 'cardExpiry.invalid'),
  rule((value) => parseCardExpiry(value) === null || isValidCardExpiry(value), 'cardExpiry.expired'),
);

/** A required cardholder name as printed: a valid name (letters first, see {@link isValidName}). */
export const CardNameSchema = v.pipe(
  textSchema('cardName.required'),
  required('cardName.required'),
  rule(isValidName, 'cardName.invalid'),
);

/** Whether a card security code is 3 or 4 digits. */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** A required card security code of 3 or 4 digits. */
export const CvvSchema = v.pipe(
  textSchema('cvv.required'),
  required('cvv.required'),
  rule(isValidCvv, 'cvv.invalid'),
);

/** A valid card number as typed. */
export type CardNumber = v.InferOutput<typeof CardNumberSchema>;

/** A valid card expiry MM/YY. */
export type CardExpiry = v.InferOutput<typeof CardExpirySchema>;

/** A valid cardholder name. */
export type CardName = v.InferOutput<typeof CardNameSchema>;

/** A valid card security code. */
export type Cvv = v.InferOutput<typeof CvvSchema>;
