import { type ApiScope, request } from './client.ts';
import { reservationCalls as R } from './reservationCalls.ts';
import type { PaymentMethod } from './reservationCodes.ts';
import type {
  CancelRequest,
  CardData,
  GiftAddressPayload,
  PaymentMethodPayload,
  PaymentPayload,
  PreReservePayload,
  ProcessingPayload,
  RemainingPaymentPayload,
} from './reservations.payloads.ts';
import type { Progress } from './upload.ts';

/*
 * The named calls of the reservations service (table: `reservationCalls.ts`; payloads:
 * `reservations.payloads.ts`; codes: `reservationCodes.ts`) and the answers they give.
 */

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
  /** The bank slip of the balance, once the bank issued it (status BILLET_AVAILABLE). */
  billetUrl?: string;
  /** Where the balance's financing is formalized, once its proposal is ready. */
  formalizationUrl?: string;
  /** The documents the order asks for, by kind (`identity`, `address`; an interpretation, api/README.md). */
  requiredDocuments?: string[];
  /** The documents sent for the order, by kind, each with the service's verdict (`RECEIVED`, `REFUSED`). */
  documents?: ReservationDocument[];
  /** The used car of a trade-in, as the balance sent it (with its rating when it was evaluated). */
  tradeIn?: { plate: string; model?: string; version?: string; year?: string; evaluation?: string };
}

/** A document sent for an order, as the reservations service answers it. */
export interface ReservationDocument {
  type: string;
  name: string;
  status: string;
}

/** The Pix charge of a reservation. */
export interface PixCharge {
  reservationId: string;
  qrCode: string;
  copyCode: string;
  expiresAt: string;
}

/** Where the welcome-kit gift goes (a type alias, so one is a {@link GiftAddressPayload} as it is). */
export type GiftAddress = {
  recipientName: string;
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
};

/** The lead a reservation opened at its dealership (GET v2/reservations/reservation-lead). */
export interface ReservationLead {
  reservationId: string;
  dealerCode: string;
  leadId: string;
}

/** The welcome kit of an order (GET v2/reservations/{id}/welcome-kit). */
export interface WelcomeKitInfo {
  reservationId: string;
  gift: string;
  available: boolean;
  addressRequired?: boolean;
  address?: GiftAddress | null;
}

// ---- Calls -----------------------------------------------------------------------------------------

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

/**
 * The reservations of a document's holder; several widgets read them as the page opens and share one
 * answer for a moment (api/inflight.ts). `fresh`: ask the service anyway (a read on the shopper's action).
 */
export const getUserReserves = (
  scope: ApiScope,
  document: string,
  { fresh }: { fresh?: boolean } = {},
): Promise<ReservationRecord[]> =>
  request(scope, 'reservations', R.userReserves, { query: { document }, fresh });

/** Pre-reserves a car: the reservation, its amount and the time it holds the car. */
export const preReserve = (scope: ApiScope, payload: PreReservePayload): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.preReserve, { json: payload });

/** Confirms a pre-reservation: it goes on to payment. */
export const processReservation = (scope: ApiScope, reservationId: string): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.processing, { json: { reservationId } satisfies ProcessingPayload });

/** A reservation as the service knows it now. */
export const getReservationStatus = (scope: ApiScope, id: string): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.status, { params: { id } });

/**
 * How long a payment may take before the widget stops waiting (the seeds set no time-out): the
 * shopper then retries, with the same Idempotency-Key, and is never charged twice.
 */
export const PAYMENT_TIMEOUT_MS = 30_000;

/** A saved card of the cards service, charged by its id. */
export interface SavedCardRef {
  cardId: string;
}

/**
 * Pays a reservation by card — its data, or a saved card by id — bound to a one-time token of the cards
 * service, once per key.
 */
export const payByCard = (
  scope: ApiScope,
  key: string,
  reservationId: string,
  oneTimeToken: string,
  card: CardData | SavedCardRef,
  timeout = PAYMENT_TIMEOUT_MS,
): Promise<ReservationRecord> =>
  request(
    scope,
    'reservations',
    { ...R.pay, timeout },
    {
      params: { type: 'card' },
      headers: { 'Idempotency-Key': key },
      json: (typeof card.cardId === 'string'
        ? { reservationId, oneTimeToken, cardId: card.cardId }
        : { reservationId, oneTimeToken, card: card as CardData }) satisfies PaymentPayload,
    },
  );

/** Asks for the Pix charge of a reservation, once per key. */
export const payByPix = (scope: ApiScope, key: string, reservationId: string): Promise<PixCharge> =>
  request(
    scope,
    'reservations',
    { ...R.pay, timeout: PAYMENT_TIMEOUT_MS },
    {
      params: { type: 'pix' },
      headers: { 'Idempotency-Key': key },
      json: { reservationId } satisfies PaymentPayload,
    },
  );

/** Sets the payment method of a product (the reservation). */
export const setPaymentMethod = (
  scope: ApiScope,
  productId: string,
  paymentMethod: PaymentMethod,
): Promise<unknown> =>
  request(scope, 'reservations', R.paymentMethod, {
    params: { productId },
    json: { paymentMethod } satisfies PaymentMethodPayload,
  });

/** Chooses how the balance is paid: the reservation with its new status. */
export const payRemaining = (
  scope: ApiScope,
  id: string,
  payload: RemainingPaymentPayload,
): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.remainingPayment, { params: { id }, json: payload });

/**
 * Uploads the buyer's documents for a reservation (multipart), reporting the upload's progress;
 * `types` names each file's kind, in the files' order.
 */
export const uploadReservationDocuments = (
  scope: ApiScope,
  userId: string,
  files: File[],
  reservationId: string,
  onUploadProgress: (p: Progress) => void,
  types?: string[],
): Promise<{ status: string }> =>
  request(scope, 'reservations', R.uploadUserReservation, {
    params: { id: userId },
    form: { documents: files, reservationId, types },
    onUploadProgress,
  });

/** Cancels an order (an addition to the seeds): the order, status CANCELLED. */
export const cancelOrder = (scope: ApiScope, id: string, body: CancelRequest): Promise<ReservationRecord> =>
  request(scope, 'reservations', R.cancel, { params: { id }, json: body });

/** The lead a reservation opened at its dealership: the protocol the buyer is served under. */
export const getReservationLead = (scope: ApiScope, reservationId: string): Promise<ReservationLead> =>
  request(scope, 'reservations', R.reservationLead, { query: { reservationId } });

/** The welcome-kit gift of an order. */
export const getWelcomeKit = (scope: ApiScope, id: string): Promise<WelcomeKitInfo> =>
  request(scope, 'reservations', R.welcomeKit, { params: { id } });

/** Sends where the welcome-kit gift goes (an addition to the seeds): the kit with its address. */
export const sendWelcomeKitAddress = (
  scope: ApiScope,
  id: string,
  address: GiftAddressPayload,
): Promise<WelcomeKitInfo> =>
  request(scope, 'reservations', R.welcomeKitAddress, { params: { id }, json: address });
