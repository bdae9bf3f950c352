import * as v from 'valibot';
import { isValidName } from '../name/isValidName.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidCardExpiry, parseCardExpiry } from './isValidCardExpiry.ts';
import { isValidCardNumber } from './isValidCardNumber.ts';
import { cardMessages } from './messages.ts';

/** A required card number (see {@link isValidCardNumber}). */
export const CardNumberSchema = v.pipe(
  textSchema(cardMessages['cardNumber.required']),
  required(cardMessages['cardNumber.required']),
  rule(isValidCardNumber, cardMessages['cardNumber.invalid']),
);

/**
 * A required card expiry MM/YY: month 1–12 ('cardExpiry.invalid') and not before the current month
 * on the clock at validation time ('cardExpiry.expired').
 */
export const CardExpirySchema = v.pipe(
  textSchema(cardMessages['cardExpiry.required']),
  required(cardMessages['cardExpiry.required']),
  rule((value) => parseCardExpiry(value) !== null, cardMessages['cardExpiry.invalid']),
  rule(
    (value) => parseCardExpiry(value) === null || isValidCardExpiry(value),
    cardMessages['cardExpiry.expired'],
  ),
);

/** A required cardholder name as printed: a valid name (letters first, see {@link isValidName}). */
export const CardNameSchema = v.pipe(
  textSchema(cardMessages['cardName.required']),
  required(cardMessages['cardName.required']),
  rule(isValidName, cardMessages['cardName.invalid']),
);

/** Whether a card security code is 3 or 4 digits. */
export function isValidCvv(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** A required card security code of 3 or 4 digits. */
export const CvvSchema = v.pipe(
  textSchema(cardMessages['cvv.required']),
  required(cardMessages['cvv.required']),
  rule(isValidCvv, cardMessages['cvv.invalid']),
);

/** A valid card number as typed. */
export type CardNumber = v.InferOutput<typeof CardNumberSchema>;

/** A valid card expiry MM/YY. */
export type CardExpiry = v.InferOutput<typeof CardExpirySchema>;

/** A valid cardholder name. */
export type CardName = v.InferOutput<typeof CardNameSchema>;

/** A valid card security code. */
export type Cvv = v.InferOutput<typeof CvvSchema>;
