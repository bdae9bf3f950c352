import type { NewCard } from '../../api/cards.payloads.ts';
import type { FormRules } from '../../core/form/validateForm.ts';
import {
  CardExpirySchema,
  CardNameSchema,
  CardNumberSchema,
  CvvSchema,
  cardBrandOf,
  onlyDigits,
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

/** The card as `addCard` sends it: the number's digits, the name trimmed and in capitals as printed. */
export function newCardOf(values: CardFormValues): NewCard {
  return {
    number: onlyDigits(values.number),
    expiry: values.expiry,
    cvv: values.cvv,
    holder: values.holder.trim().replace(/\s+/g, ' ').toUpperCase(),
  };
}
