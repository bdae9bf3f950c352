import type { FundingType, PaymentMethod, RemainingPaymentMethod } from '../../../api/reservationCodes.ts';
import type { RemainingPaymentPayload } from '../../../api/reservations.payloads.ts';
import { toPhonePayload } from '../../../validators/index.ts';
import type { TradeInValues } from './tradeIn.ts';

/** The balance payment choices (seed 000 §2, §4 order timeline). */
export const BALANCE_CHOICES = [
  'BILLET_PAYMENT',
  'FINANCING_PAYMENT',
  'TRADE_IN',
  'FIAT_CONSORTIUM_PAYMENT',
  'EXT_CONSORTIUM_PAYMENT',
  'DEALER_PAYMENT',
] as const;

/** One balance choice. */
export type BalanceChoice = (typeof BALANCE_CHOICES)[number];

/**
 * The two calls a choice makes: the payment method of the product (PATCH payments/{id}/methods) and
 * the remaining-payment method of the reservation. A trade-in is settled at the dealership, after the
 * used-car evaluation it carries.
 */
export function balanceCalls(choice: BalanceChoice): {
  paymentMethod: PaymentMethod;
  method: RemainingPaymentMethod;
} {
  switch (choice) {
    case 'BILLET_PAYMENT':
      return { paymentMethod: 'BILLET', method: 'BILLET_PAYMENT' };
    case 'FINANCING_PAYMENT':
      return { paymentMethod: 'FINANCING', method: 'FINANCING_PAYMENT' };
    case 'FIAT_CONSORTIUM_PAYMENT':
    case 'EXT_CONSORTIUM_PAYMENT':
      return { paymentMethod: 'CONSORTIUM', method: choice };
    default:
      return { paymentMethod: 'DEALER', method: 'DEALER_PAYMENT' };
  }
}

/** Funding type of a reservation paid by financing (seed 000 §3): PSA or B2. */
export type ReservationFundingType = FundingType;

/**
 * The funding type of a reservation's financing: PSA for the brands financed by the PSA bank
 * (Peugeot, Citroën, DS, whose simulators are PSA's), B2 for the others. The seed names the two
 * types without the rule; this is the split its funding sources imply.
 */
export function fundingTypeOf(brand: string): ReservationFundingType {
  return brand === 'peugeot' || brand === 'citroen' || brand === 'ds' ? 'PSA' : 'B2';
}

/** What the balance step sends with a choice: the billing data, and what the choice needs. */
export interface BalanceOrder {
  choice: BalanceChoice;
  billing: Record<string, string>;
  /** The used-car evaluation (sent with a trade-in only). */
  tradeIn: TradeInValues;
  brand: string;
  /** The used-car rating of the trade-in's car, when the evaluation gave one. */
  evaluation?: number | null;
}

/**
 * The remaining-payment payload (`RemainingPaymentPayloadSchema`): the choice's method and the billing
 * data, with the used car for a trade-in (and its rating, when evaluated) and the funding type for a
 * financing.
 */
export function remainingPaymentPayload({
  choice,
  billing,
  tradeIn,
  brand,
  evaluation,
}: BalanceOrder): RemainingPaymentPayload {
  return {
    method: balanceCalls(choice).method,
    billing: billingPayload(billing),
    ...(choice === 'TRADE_IN'
      ? { tradeIn: { ...tradeIn, ...(evaluation ? { evaluation: String(evaluation) } : {}) } }
      : {}),
    ...(choice === 'FINANCING_PAYMENT' ? { fundingType: fundingTypeOf(brand) } : {}),
  };
}

/** The billing data as every payload sends it: the document without its mask, the phone as `0` + digits. */
export function billingPayload(billing: Record<string, string>): Record<string, string> {
  const { document, phone } = billing;
  return {
    ...billing,
    ...(document ? { document: document.replace(/[^\dA-Za-z]/g, '') } : {}),
    ...(phone ? { phone: toPhonePayload(phone) } : {}),
  };
}
