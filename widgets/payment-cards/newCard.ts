import type { NewCard } from '../../api/cards.payloads.ts';
import type { FormRules } from '../../core/form/validateForm.ts';
import {
  CardExpirySchema,
  CardNameSchema,
  CardNumberSchema,
  CvvSchema,
  cardBrandOf,
  onlyDigits,
  parseCardExpiry,
} from '../../validators/index.ts';

/** What the add-card form holds, as typed (masked). */
export interface CardFormValues {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

/** The empty add-card form. */
export const EMPTY_CARD_FORM: CardFormValues = { number: '', holder: '', expiry: '', cvv: '' };

/**
 * The add-card form's rules (seed 000 §5): number 13–16 digits with Luhn, not all zeros, of a brand the
 * service takes (`unknownBrand` otherwise); name as printed; expiry MM/YY not past; CVV 3 or 4 digits.
 */
export function cardFormRules(unknownBrand: string): FormRules<CardFormValues, keyof CardFormValues> {
  return {
    number: [CardNumberSchema, (values) => (cardBrandOf(values.number) ? null : unknownBrand)],
    holder: CardNameSchema,
    expiry: CardExpirySchema,
    cvv: CvvSchema,
  };
}

/** An expiry as the service takes it, MM/YY, whether or not the field's mask had put its slash in. */
function expiryOf(typed: string): string {
  const expiry = parseCardExpiry(typed);
  return expiry
    ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
    : typed;
}

/** The card as `addCard` sends it: the number's digits, expiry MM/YY, the name trimmed and in capitals as printed. */
export function newCardOf(values: CardFormValues): NewCard {
  return {
    number: onlyDigits(values.number),
    expiry: expiryOf(values.expiry),
    cvv: values.cvv,
    holder: values.holder.trim().replace(/\s+/g, ' ').toUpperCase(),
  };
}
