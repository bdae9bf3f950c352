import { type ApiScope, type CallSpec, request } from './client.ts';
import type { PromotionAgreementPayload, PromotionQrPayload } from './promotions.payloads.ts';

/** Promotions service (seed 001 §7 "Promotions (v1)"): every call carries the Authorization (bearer). */
export const promotionCalls = {
  agree: { method: 'POST', path: 'v1/participant/{promotionId}', bearer: true },
  validateQr: { method: 'POST', path: 'v1/participant/attribute/{id}', bearer: true },
  agreed: { method: 'GET', path: 'v1/participant/agreed/{id}', bearer: true },
  luckyNumbers: { method: 'GET', path: 'v1/participant/{promotionId}', bearer: true },
} as const satisfies Record<string, CallSpec>;

/**
 * A promotion as `GET v1/participant/agreed/{id}` answers it for the signed-in user: its name and dates
 * in the promotion's own language, whether the user agreed, and then their participant id (what an
 * invitation link carries as `invited-by`).
 */
export interface PromotionStanding {
  promotionId: string;
  name: string;
  /** YYYY-MM-DD: the last day to take part. */
  endsOn: string;
  /** YYYY-MM-DD: the draw. */
  drawOn: string;
  agreed: boolean;
  participantId: string | null;
}

/** Where a lucky number came from: the agreement, a friend who joined by the invitation, a QR code. */
export type LuckyNumberOrigin = 'AGREEMENT' | 'INVITATION' | 'QR_CODE';

/** One lucky number of a participant. */
export interface LuckyNumber {
  number: string;
  origin: LuckyNumberOrigin;
}

/** The participant's lucky numbers (`GET v1/participant/{promotionId}`), oldest first. */
export interface Participation {
  promotionId: string;
  participantId: string;
  luckyNumbers: LuckyNumber[];
}

/** What a validated QR code gave: the lucky number it added. */
export interface QrValidation {
  qrCode: string;
  luckyNumber: LuckyNumber;
}

/** Whether the signed-in user takes part in a promotion, and the promotion's name and dates. */
export function getPromotionStanding(
  scope: ApiScope,
  promotionId: string,
  signal?: AbortSignal,
): Promise<PromotionStanding> {
  return request(scope, 'promotions', promotionCalls.agreed, { params: { id: promotionId }, signal });
}

/** The signed-in participant's lucky numbers. */
export function getLuckyNumbers(
  scope: ApiScope,
  promotionId: string,
  signal?: AbortSignal,
): Promise<Participation> {
  return request(scope, 'promotions', promotionCalls.luckyNumbers, { params: { promotionId }, signal });
}

/**
 * Agrees to take part in a promotion; `invitedBy` (the participant id of the invitation link that
 * brought the user) goes in the `invited-by` header, and only when there is one.
 */
export function agreeToPromotion(
  scope: ApiScope,
  promotionId: string,
  agreement: PromotionAgreementPayload,
  invitedBy?: string | null,
): Promise<Participation> {
  return request(scope, 'promotions', promotionCalls.agree, {
    params: { promotionId },
    json: agreement,
    headers: invitedBy ? { 'invited-by': invitedBy } : {},
  });
}

/** Validates a promotion QR code for the signed-in participant (`POST v1/participant/attribute/{id}`). */
export function validatePromotionQrCode(
  scope: ApiScope,
  promotionId: string,
  qrCode: string,
): Promise<QrValidation> {
  const json: PromotionQrPayload = { qrCode };
  return request(scope, 'promotions', promotionCalls.validateQr, { params: { id: promotionId }, json });
}
