import { cardCalls } from '../../api/cards.ts';
import { type ApiScope, request } from '../../api/client.ts';
import { type CancelReason, reservationCalls } from '../../api/reservations.ts';
import type { Progress } from '../../api/upload.ts';
import { getSelf } from '../../api/users.ts';

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

/** The buyer as the pre-reservation sends it. */
export interface Customer {
  name: string;
  document: string;
  email: string;
  phone: string;
}

/** Card data, sent once to the payment service with a one-time token; never stored. */
export interface CardData {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

const R = reservationCalls;

export const campaigns = (s: ApiScope) => request<Campaign[]>(s, 'reservations', R.campaigns);

export const availability = (s: ApiScope, mvsCode: string, year: number, colorCode?: string) =>
  request<{ available: boolean; quantity: number }>(s, 'reservations', R.availability, {
    query: { mvsCode, year, colorCode: colorCode || undefined },
  });

export const campaignDealers = (s: ApiScope, id: string) =>
  request<CampaignDealer[]>(s, 'reservations', R.campaignDealers, { params: { id } });

export const campaignDealersByRadius = (s: ApiScope, id: string, lat: number, lng: number, radius: number) =>
  request<CampaignDealer[]>(s, 'reservations', R.campaignDealersByRadius, {
    params: { id },
    query: { referenceLatitude: lat, referenceLongitude: lng, radius },
  });

export const validateUser = (s: ApiScope, document: string) =>
  request<{ canReserve: boolean }>(s, 'reservations', R.validateUser, { query: { document } });

export const userReserves = (s: ApiScope, document: string) =>
  request<ReservationRecord[]>(s, 'reservations', R.userReserves, { query: { document } });

export const preReserve = (
  s: ApiScope,
  body: {
    campaignId: string;
    mvsCode: string;
    year: number;
    colorCode: string;
    dealerCode: string;
    customer: Customer;
  },
) => request<ReservationRecord>(s, 'reservations', R.preReserve, { json: body });

export const processing = (s: ApiScope, reservationId: string) =>
  request<ReservationRecord>(s, 'reservations', R.processing, { json: { reservationId } });

export const reservationStatus = (s: ApiScope, id: string) =>
  request<ReservationRecord>(s, 'reservations', R.status, { params: { id } });

/** One-time token of the cards service: the card payment is bound to it (bearer). */
export const oneTimeToken = (s: ApiScope) =>
  request<{ token: string }>(s, 'cards', cardCalls.oneTimeToken).then((r) => r.token);

/**
 * How long a payment may take before the widget stops waiting (the seeds set no time-out): the
 * shopper then retries, with the same Idempotency-Key, and is never charged twice.
 */
export const PAYMENT_TIMEOUT_MS = 30_000;

const PAY = { ...R.pay, timeout: PAYMENT_TIMEOUT_MS };

export const payByCard = (
  s: ApiScope,
  key: string,
  reservationId: string,
  oneTimeToken: string,
  card: CardData,
  timeout = PAYMENT_TIMEOUT_MS,
) =>
  request<ReservationRecord>(
    s,
    'reservations',
    { ...R.pay, timeout },
    {
      params: { type: 'card' },
      headers: { 'Idempotency-Key': key },
      json: { reservationId, oneTimeToken, card },
    },
  );

export const payByPix = (s: ApiScope, key: string, reservationId: string) =>
  request<PixCharge>(s, 'reservations', PAY, {
    params: { type: 'pix' },
    headers: { 'Idempotency-Key': key },
    json: { reservationId },
  });

export const setPaymentMethod = (s: ApiScope, productId: string, paymentMethod: string) =>
  request(s, 'reservations', R.paymentMethod, { params: { productId }, json: { paymentMethod } });

export const remainingPayment = (s: ApiScope, id: string, body: Record<string, unknown>) =>
  request<ReservationRecord>(s, 'reservations', R.remainingPayment, { params: { id }, json: body });

export const uploadDocuments = (
  s: ApiScope,
  userId: string,
  files: File[],
  reservationId: string,
  onUploadProgress: (p: Progress) => void,
) =>
  request<{ status: string }>(s, 'reservations', R.uploadUserReservation, {
    params: { id: userId },
    form: { documents: files, reservationId },
    onUploadProgress,
  });

export const selfId = (s: ApiScope) => getSelf(s).then((u) => u.id);

/** What the buyer sends to cancel an order (an addition to the seeds: api/README.md). */
export interface CancelRequest {
  reason: CancelReason;
  comment?: string;
  acceptedTerms: true;
}

export const cancelOrder = (s: ApiScope, id: string, body: CancelRequest) =>
  request<ReservationRecord>(s, 'reservations', R.cancel, { params: { id }, json: body });

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

export const welcomeKit = (s: ApiScope, id: string) =>
  request<WelcomeKitInfo>(s, 'reservations', R.welcomeKit, { params: { id } });

export const sendWelcomeKitAddress = (s: ApiScope, id: string, address: GiftAddress) =>
  request<WelcomeKitInfo>(s, 'reservations', R.welcomeKitAddress, { params: { id }, json: address });
