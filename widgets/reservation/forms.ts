import { type FormRules, validateForm } from '../../core/form/validateForm.ts';
import { CardExpirySchema, CardNameSchema, CardNumberSchema, CvvSchema } from '../../validators/index.ts';

/**
 * Validates every field with its rule; the localised message per invalid field. The form kit's
 * `validateForm`, under the name the rule tables are checked with.
 */
export const validate = validateForm;

/*
 * The buyer's and the billing address's values and rules are the order's (domain/order/billing, shared
 * with hub-my-orders' remaining payment); the reservation's screens read them here too.
 */
export {
  type AddressValues,
  addressRules,
  CUSTOMER_FIELDS,
  type CustomerValues,
  customerRules,
  EMPTY_ADDRESS,
  EMPTY_CUSTOMER,
} from '../../domain/order/billing/billingData.ts';

/** Card fields; kept in memory only while the payment is made. */
export interface CardValues {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

/** An empty card form. */
export const EMPTY_CARD: CardValues = { number: '', holder: '', expiry: '', cvv: '' };

/** Rules of the card: number (Luhn), holder, expiry (not past), CVV. */
export const cardRules: FormRules<CardValues, keyof CardValues> = {
  number: CardNumberSchema,
  holder: CardNameSchema,
  expiry: CardExpirySchema,
  cvv: CvvSchema,
};

/** The used-car evaluation of a trade-in is the balance's (domain/order/balance). */
export { EMPTY_TRADE_IN, type TradeInValues, tradeInRules } from '../../domain/order/balance/tradeIn.ts';
