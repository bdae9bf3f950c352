import * as v from 'valibot';
import {
  hasRestrictedChars,
  isValidCardExpiry,
  isValidCardNumber,
  isValidCpfOrCnpj,
  isValidCuil,
} from '../validators/index.ts';
import {
  CANCEL_REASONS,
  FUNDING_TYPES,
  PAYMENT_METHODS,
  PURCHASE_FOR,
  REMAINING_PAYMENT_METHODS,
} from './reservationCodes.ts';
import { email, PHONE_DIGITS, phoneDigits, text } from './schemas.ts';

/*
 * The reservations service's payloads: the calls of `reservations.ts` and the reservation widget's
 * builders are typed by them, and the sandbox checks what it receives with them (422 otherwise).
 * Widgets import their types only, so no page bundle carries them.
 */

const RESTRICTED = 'restricted characters & $ < > %';
/** Free text without the restricted characters & $ < > % (like the widgets' validators). */
const safeText = (max: number) =>
  v.pipe(
    text(max),
    v.check((value) => !hasRestrictedChars(value), RESTRICTED),
  );
const optionalSafeText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max),
      v.check((value) => !hasRestrictedChars(value), RESTRICTED),
    ),
  );
const texts = v.record(v.string(), v.string());

/** The buyer of a pre-reservation: CPF/CNPJ (Brazil) or CUIL (Argentina), phone as `0` + digits. */
export const CustomerPayloadSchema = v.looseObject({
  name: text(120),
  document: v.pipe(
    v.string(),
    v.check((d) => isValidCpfOrCnpj(d) || isValidCuil(d), 'invalid CPF/CNPJ/CUIL'),
  ),
  email,
  phone: phoneDigits,
});
/** The buyer of a pre-reservation. */
export type CustomerPayload = v.InferInput<typeof CustomerPayloadSchema>;

/**
 * `POST v2/reservations/pre-reserve`: the car, its campaign and dealer, the buyer; for a corporate-employee
 * (B2E) buyer, whom they buy for (seed 000 §3, §5).
 */
export const PreReservePayloadSchema = v.looseObject({
  campaignId: text(40),
  mvsCode: v.pipe(v.string(), v.nonEmpty()),
  year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2030)),
  colorCode: text(10),
  dealerCode: text(10),
  customer: CustomerPayloadSchema,
  purchaseFor: v.optional(v.picklist(PURCHASE_FOR)),
});
/** What `preReserve` sends. */
export type PreReservePayload = v.InferInput<typeof PreReservePayloadSchema>;

/** `POST v2/reservations/processing`: the reservation to confirm. */
export const ProcessingPayloadSchema = v.looseObject({ reservationId: text(40) });
/** What `processReservation` sends. */
export type ProcessingPayload = v.InferInput<typeof ProcessingPayloadSchema>;

/** Card data, sent once to the payment service with a one-time token; never stored. */
export const CardPayloadSchema = v.looseObject({
  number: v.pipe(v.string(), v.check(isValidCardNumber, 'invalid card number')),
  expiry: v.pipe(v.string(), v.check(isValidCardExpiry, 'invalid expiry')),
  cvv: v.pipe(v.string(), v.regex(/^\d{3,4}$/)),
  holder: text(80),
});
/** Card data as `payByCard` sends it. */
export type CardData = v.InferInput<typeof CardPayloadSchema>;

/**
 * `POST v2/reservations/{type}/payment`: the reservation, and for a card its one-time token and either
 * the card's data or the id of a saved card of the cards service (`cardId`).
 */
export const PaymentPayloadSchema = v.looseObject({
  reservationId: text(40),
  oneTimeToken: v.optional(text(40)),
  card: v.optional(CardPayloadSchema),
  cardId: v.optional(text(40)),
});
/** What `payByCard` and `payByPix` send. */
export type PaymentPayload = v.InferInput<typeof PaymentPayloadSchema>;

/** `PATCH v2/payments/{productId}/methods`. */
export const PaymentMethodPayloadSchema = v.looseObject({ paymentMethod: v.picklist(PAYMENT_METHODS) });
/** What `setPaymentMethod` sends. */
export type PaymentMethodPayload = v.InferInput<typeof PaymentMethodPayloadSchema>;

/**
 * `PUT v2/reservations/{id}/remaining-payment`: the balance method with the billing data, the used-car
 * evaluation of a trade-in and the funding type of a financing.
 */
/** The billing data of the balance (`RemainingPaymentPayloadSchema`): texts, the document without its mask, the phone as `0` + digits. */
export const BillingPayloadSchema = v.pipe(
  texts,
  v.check((b) => !b.document || /^[\dA-Za-z]+$/.test(b.document), 'document must be sent without its mask'),
  v.check((b) => !b.phone || PHONE_DIGITS.test(b.phone), 'phone must be digits prefixed with 0'),
);

/**
 * The used car of a trade-in (seed 000 §5: plate, mileage, model, version and year required) and, when
 * the used-car evaluation rated it (`v2/confiat`), its value.
 */
export const TradeInPayloadSchema = v.looseObject({
  plate: v.pipe(text(10), v.regex(/^[\dA-Za-z-]+$/)),
  mileage: v.pipe(text(9), v.regex(/^[\d.]+$/)),
  model: safeText(60),
  version: safeText(80),
  year: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  evaluation: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))),
});
/** The used car a trade-in sends. */
export type TradeInPayload = v.InferInput<typeof TradeInPayloadSchema>;

export const RemainingPaymentPayloadSchema = v.looseObject({
  method: v.picklist(REMAINING_PAYMENT_METHODS),
  billing: v.optional(BillingPayloadSchema),
  tradeIn: v.optional(TradeInPayloadSchema),
  fundingType: v.optional(v.picklist(FUNDING_TYPES)),
});
/** What `payRemaining` sends. */
export type RemainingPaymentPayload = v.InferInput<typeof RemainingPaymentPayloadSchema>;

/** `POST v2/reservations/{id}/cancel` (an addition to the seeds: api/README.md). */
export const CancelRequestSchema = v.looseObject({
  reason: v.picklist(CANCEL_REASONS),
  comment: optionalSafeText(500),
  acceptedTerms: v.literal(true),
});
/** What the buyer sends to cancel an order. */
export type CancelRequest = v.InferInput<typeof CancelRequestSchema>;

/**
 * `PUT v2/reservations/{id}/welcome-kit` (an addition to the seeds): the gift's delivery address,
 * validated like the billing address (the postal code of the order's country is the service's check).
 */
export const GiftAddressPayloadSchema = v.looseObject({
  recipientName: safeText(120),
  postalCode: v.string(),
  street: safeText(120),
  number: v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/),
    v.check((n) => Number(n) > 0, 'number must be > 0'),
  ),
  complement: optionalSafeText(60),
  neighborhood: safeText(80),
  city: safeText(80),
  state: safeText(40),
});
/** What `sendWelcomeKitAddress` sends. */
export type GiftAddressPayload = v.InferInput<typeof GiftAddressPayloadSchema>;
