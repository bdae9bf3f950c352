import * as v from 'valibot';
import {
  hasRestrictedChars,
  isValidCardExpiry,
  isValidCardNumber,
  isValidCpfOrCnpj,
  isValidCuil,
} from '../validators/index.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';
import type { Progress } from './upload.ts';

/**
 * Reservations service (seed 000 §7 "Reservations (v2)"): reservations, campaigns, payments. The v2
 * group is the path's first segment. None is marked bearer: the buyer is named by CPF/CNPJ.
 */
export const reservationCalls = {
  remainingPayment: { method: 'PUT', path: 'v2/reservations/{id}/remaining-payment' },
  reprocess: { method: 'PUT', path: 'v2/reservations/reprocess/{campaignId}' },
  pay: { method: 'POST', path: 'v2/reservations/{type}/payment' },
  processing: { method: 'POST', path: 'v2/reservations/processing' },
  preReserve: { method: 'POST', path: 'v2/reservations/pre-reserve' },
  status: { method: 'GET', path: 'v2/reservations/{id}/status' },
  validateUser: { method: 'GET', path: 'v2/reservations/validate-user', query: ['document'] },
  userReserves: { method: 'GET', path: 'v2/reservations/user-reserves', query: ['document'] },
  reservationLead: { method: 'GET', path: 'v2/reservations/reservation-lead', query: ['reservationId'] },
  availability: {
    method: 'GET',
    path: 'v2/reservations/availability',
    query: ['mvsCode', 'year', 'colorCode?'],
    adds: ['brand', 'market'],
  },
  campaigns: { method: 'GET', path: 'v2/campaigns', adds: ['brand', 'market'] },
  campaignDealers: { method: 'GET', path: 'v2/campaigns/{id}/dealers', query: ['state?', 'city?'] },
  campaignDealersByRadius: {
    method: 'GET',
    path: 'v2/campaigns/{id}/dealersByRadius',
    query: ['referenceLatitude', 'referenceLongitude', 'radius'],
    guards: { 'query.radius': 'There is no Radius' },
  },
  welcomeKit: { method: 'GET', path: 'v2/reservations/{id}/welcome-kit' },
  // Not in the seeds (they name the cancel flow and the welcome-kit address form, not their calls):
  // api/README.md, 'Calls the seeds are silent about'.
  cancel: { method: 'POST', path: 'v2/reservations/{id}/cancel' },
  welcomeKitAddress: { method: 'PUT', path: 'v2/reservations/{id}/welcome-kit' },
  paymentMethod: { method: 'PATCH', path: 'v2/payments/{productId}/methods' },
  uploadUserReservation: { method: 'POST', path: 'v2/users/{id}/reservations', body: 'multipart' },
} as const satisfies Record<string, CallSpec>;

/**
 * Reasons a buyer gives to cancel an order (`POST v2/reservations/{id}/cancel`, an addition to the
 * seeds, which name 'order cancellation with a reason' but not the list).
 */
export const CANCEL_REASONS = [
  'CHANGED_MIND',
  'FOUND_BETTER_OFFER',
  'FINANCING_NOT_APPROVED',
  'DELIVERY_TIME',
  'CHANGED_MODEL',
  'OTHER',
] as const;

/** One reason of {@link CANCEL_REASONS}. */
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Order statuses (seed 000 §4) after which an order can no longer be cancelled: already cancelled or
 * with the car delivered.
 */
export const NOT_CANCELLABLE = [
  'CANCELLED',
  'REQUESTED_CANCELLATION',
  'DELIVERED',
  'DELIVERED_RESERVATION',
  'CUSTOMER_DELIVERY',
] as const;

/** Payment methods of a product (`PATCH v2/payments/{productId}/methods`). */
export const PAYMENT_METHODS = ['CARD', 'PIX', 'BILLET', 'FINANCING', 'DEALER', 'CONSORTIUM'] as const;

/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the balance of a reservation is paid (`PUT v2/reservations/{id}/remaining-payment`). */
export const REMAINING_PAYMENT_METHODS = [
  'BILLET_PAYMENT',
  'FINANCING_PAYMENT',
  'DEALER_PAYMENT',
  'EXT_CONSORTIUM_PAYMENT',
  'FIAT_CONSORTIUM_PAYMENT',
] as const;

/** One of {@link REMAINING_PAYMENT_METHODS}. */
export type RemainingPaymentMethod = (typeof REMAINING_PAYMENT_METHODS)[number];

/** Funding types of a reservation's financing (seed 000 §3). */
export const FUNDING_TYPES = ['PSA', 'B2'] as const;

/** One of {@link FUNDING_TYPES}. */
export type FundingType = (typeof FUNDING_TYPES)[number];

// ---- Answers ---------------------------------------------------------------------------------------

/** A campaign of online reservations (GET v2/campaigns). */
export interface Campaign {
  id: string;
  name: string;
  reservationAmount: number;
  currency: 'BRL' | 'ARS';
  mvsCodes: string[];
}

/** A dealer of a campaign. */
export interface CampaignDealer {
  id: string | number;
  dealerCode: string;
  name: string;
  address?: string;
  city?: string;
  cityName?: string;
  state?: string;
  stateCode?: string;
  distanceKm?: number;
}

/** A reservation as the service answers it. */
export interface ReservationRecord {
  id: string;
  status: string;
  timeline: { status: string; at: string }[];
  reservationAmount: number;
  expiresAt: string;
  remainingSeconds: number | null;
  dealerCode: string;
  mvsCode: string;
  year: number;
  colorCode: string;
  paymentMethod?: string;
}

/** The Pix charge of a reservation. */
export interface PixCharge {
  reservationId: string;
  qrCode: string;
  copyCode: string;
  expiresAt: string;
}

/** Where the welcome-kit gift goes. */
export interface GiftAddress {
  recipientName: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** The welcome kit of an order (GET v2/reservations/{id}/welcome-kit). */
export interface WelcomeKitInfo {
  reservationId: string;
  gift: string;
  available: boolean;
  addressRequired?: boolean;
  address?: GiftAddress | null;
}

// ---- Payloads: the widget builds them, the sandbox validates them (422 otherwise) ------------------

/**
 * Builds a schema where it is used: the widgets need only the payload types, so an unused schema
 * (and the validators it calls) stays out of their bundles.
 */
const built = <T>(make: () => T): T => make();
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const RESTRICTED = 'restricted characters & $ < > %';
/** Free text without the restricted characters & $ < > % (like the widgets' validators). */
const SafeText = (max: number) =>
  v.pipe(
    Text(max),
    v.check((value) => !hasRestrictedChars(value), RESTRICTED),
  );
const OptionalSafeText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max),
      v.check((value) => !hasRestrictedChars(value), RESTRICTED),
    ),
  );
const Texts = () => v.record(v.string(), v.string());

/** The buyer of a pre-reservation: CPF/CNPJ (Brazil) or CUIL (Argentina), phone as `0` + digits. */
export const CustomerPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    name: Text(120),
    document: v.pipe(
      v.string(),
      v.check((d) => isValidCpfOrCnpj(d) || isValidCuil(d), 'invalid CPF/CNPJ/CUIL'),
    ),
    email: v.pipe(v.string(), v.email()),
    phone: v.pipe(v.string(), v.regex(/^0?\d{10,12}$/, 'phone must be 10 to 13 digits')),
  }),
);

/** `POST v2/reservations/pre-reserve`: the car, its campaign and dealer, the buyer. */
export const PreReservePayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    campaignId: Text(40),
    mvsCode: v.pipe(v.string(), v.nonEmpty()),
    year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2030)),
    colorCode: Text(10),
    dealerCode: Text(10),
    customer: CustomerPayloadSchema,
  }),
);

/** What {@link preReserve} sends. */
export type PreReservePayload = v.InferInput<typeof PreReservePayloadSchema>;

/** `POST v2/reservations/processing`: the reservation to confirm. */
export const ProcessingPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({ reservationId: Text(40) }),
);

/** Card data, sent once to the payment service with a one-time token; never stored. */
export const CardPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    number: v.pipe(v.string(), v.check(isValidCardNumber, 'invalid card number')),
    expiry: v.pipe(v.string(), v.check(isValidCardExpiry, 'invalid expiry')),
    cvv: v.pipe(v.string(), v.regex(/^\d{3,4}$/)),
    holder: Text(80),
  }),
);

/** Card data as {@link payByCard} sends it. */
export type CardData = v.InferInput<typeof CardPayloadSchema>;

/** `POST v2/reservations/{type}/payment`: the reservation, and for a card its one-time token and data. */
export const PaymentPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    reservationId: Text(40),
    oneTimeToken: v.optional(Text(40)),
    card: v.optional(CardPayloadSchema),
  }),
);

/** `PATCH v2/payments/{productId}/methods`. */
export const PaymentMethodPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    paymentMethod: v.picklist(PAYMENT_METHODS),
  }),
);

/**
 * `PUT v2/reservations/{id}/remaining-payment`: the balance method with the billing data, the used-car
 * evaluation of a trade-in and the funding type of a financing.
 */
export const RemainingPaymentPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    method: v.picklist(REMAINING_PAYMENT_METHODS),
    billing: v.optional(Texts()),
    tradeIn: v.optional(Texts()),
    fundingType: v.optional(v.picklist(FUNDING_TYPES)),
  }),
);

/** What {@link payRemaining} sends. */
export type RemainingPaymentPayload = v.InferInput<typeof RemainingPaymentPayloadSchema>;

/** `POST v2/reservations/{id}/cancel` (an addition to the seeds: api/README.md). */
export const CancelRequestSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    reason: v.picklist(CANCEL_REASONS),
    comment: OptionalSafeText(500),
    acceptedTerms: v.literal(true),
  }),
);

/** What the buyer sends to cancel an order. */
export type CancelRequest = v.InferInput<typeof CancelRequestSchema>;

/**
 * `PUT v2/reservations/{id}/welcome-kit` (an addition to the seeds): the gift's delivery address,
 * validated like the billing address (the postal code of the order's country is the service's check).
 */
export const GiftAddressPayloadSchema = /* @__PURE__ */ built(() =>
  v.looseObject({
    recipientName: SafeText(120),
    postalCode: v.string(),
    street: SafeText(120),
    number: v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/),
      v.check((n) => Number(n) > 0, 'number must be > 0'),
    ),
    complement: OptionalSafeText(60),
    neighborhood: SafeText(80),
    city: SafeText(80),
    state: SafeText(40),
  }),
);

// ---- Calls -----------------------------------------------------------------------------------------

const R = reservationCalls;

/** The brand's campaigns of online reservations in the page's market. */
export const getCampaigns = (scope: ApiScope): Promise<Campaign[]> =>
  request(scope, 'reservations', R.campaigns);

/** Units of a version (and colour) in stock for reservation. */
export const getAvailability = (
  scope: ApiScope,
  mvsCode: string,
  year: number,
  colorCode?: string,
): Promise<{ available: boolean; quantity: number }> =>
  request(scope, 'reservations', R.availability, {
    query: { mvsCode, year, colorCode: colorCode || undefined },
  });

/** The dealers of a campaign. */
export const getCampaignDealers = (scope: ApiScope, campaignId: string): Promise<CampaignDealer[]> =>
  request(scope, 'reservations', R.campaignDealers, { params: { id: campaignId } });

/** The dealers of a campaign within `radius` km of a point, with their distance. */
export const getCampaignDealersByRadius = (
  scope: ApiScope,
  campaignId: string,
  lat: number,
  lng: number,
  radius: number,
): Promise<CampaignDealer[]> =>
  request(scope, 'reservations', R.campaignDealersByRadius, {
    params: { id: campaignId },
    query: { referenceLatitude: lat, referenceLongitude: lng, radius },
  });

/** Whether the holder of a document may reserve (not when an active reservation has it). */
export const validateUser = (scope: ApiScope, document: string): Promise<{ canReserve: boolean }> =>
  request(scope, 'reservations', R.validateUser, { query: { document } });

/** The reservations of a document's holder. */
export const getUserReserves = (scope: ApiScope, document: string): Promise<ReservationRecord[]> =>
  request(scope, 'reservations', R.userReserves, { query: { document } });

/** Pre-reserves a car: the reservation, its amount and the time it holds the car. */
export const preReserve = (scope: ApiScope, payload: PreReservePayload): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.preReserve, { json: payload });

/** Confirms a pre-reservation: it goes on to payment. */
export const processReservation = (scope: ApiScope, reservationId: string): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.processing, { json: { reservationId } });

/** A reservation as the service knows it now. */
export const getReservationStatus = (scope: ApiScope, id: string): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.status, { params: { id } });

/**
 * How long a payment may take before the widget stops waiting (the seeds set no time-out): the
 * shopper then retries, with the same Idempotency-Key, and is never charged twice.
 */
export const PAYMENT_TIMEOUT_MS = 30_000;

/** Pays a reservation by card, bound to a one-time token of the cards service, once per key. */
export const payByCard = (
  scope: ApiScope,
  key: string,
  reservationId: string,
  oneTimeToken: string,
  card: CardData,
  timeout = PAYMENT_TIMEOUT_MS,
): Promise<ReservationRecord> =>
  request(
    scope,
    'reservations',
    { ...R.pay, timeout },
    {
      params: { type: 'card' },
      headers: { 'Idempotency-Key': key },
      json: { reservationId, oneTimeToken, card },
    },
  );

/** Asks for the Pix charge of a reservation, once per key. */
export const payByPix = (scope: ApiScope, key: string, reservationId: string): Promise<PixCharge> =>
  request(
    scope,
    'reservations',
    { ...R.pay, timeout: PAYMENT_TIMEOUT_MS },
    { params: { type: 'pix' }, headers: { 'Idempotency-Key': key }, json: { reservationId } },
  );

/** Sets the payment method of a product (the reservation). */
export const setPaymentMethod = (
  scope: ApiScope,
  productId: string,
  paymentMethod: PaymentMethod,
): Promise<unknown> =>
  request(scope, 'reservations', R.paymentMethod, { params: { productId }, json: { paymentMethod } });

/** Chooses how the balance is paid: the reservation with its new status. */
export const payRemaining = (
  scope: ApiScope,
  id: string,
  payload: RemainingPaymentPayload,
): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.remainingPayment, { params: { id }, json: payload });

/** Uploads the buyer's documents for a reservation (multipart), reporting the upload's progress. */
export const uploadReservationDocuments = (
  scope: ApiScope,
  userId: string,
  files: File[],
  reservationId: string,
  onUploadProgress: (p: Progress) => void,
): Promise<{ status: string }> =>
  request(scope, 'reservations', R.uploadUserReservation, {
    params: { id: userId },
    form: { documents: files, reservationId },
    onUploadProgress,
  });

/** Cancels an order (an addition to the seeds): the order, status CANCELLED. */
export const cancelOrder = (scope: ApiScope, id: string, body: CancelRequest): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.cancel, { params: { id }, json: body });

/** The welcome-kit gift of an order. */
export const getWelcomeKit = (scope: ApiScope, id: string): Promise<WelcomeKitInfo> =>
  request(scope, 'reservations', R.welcomeKit, { params: { id } });

/** Sends where the welcome-kit gift goes (an addition to the seeds): the kit with its address. */
export const sendWelcomeKitAddress = (
  scope: ApiScope,
  id: string,
  address: GiftAddress,
): Promise<WelcomeKitInfo> =>
  request(scope, 'reservations', R.welcomeKitAddress, { params: { id }, json: address });
