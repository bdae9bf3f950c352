import * as v from 'valibot';
import { PROMOTION_QR_CODE } from './promotionCodes.ts';
import { cpf, cuil } from './schemas.ts';

/*
 * The promotions service's payloads: `agreeToPromotion` and `validatePromotionQrCode` are typed by them
 * and the sandbox checks what it receives with them. Widgets import their types only.
 */

/**
 * `POST v1/participant/{promotionId}` (seed 001 §7: "body", shape not shown): the participant accepts
 * the terms and names themself by their own document — the CPF in a Brazilian promotion, the CUIL in an
 * Argentine one (never a CUIL under the CPF's name).
 */
export const PromotionAgreementPayloadSchema = v.union([
  v.strictObject({ acceptedTerms: v.literal(true), cpf }),
  v.strictObject({ acceptedTerms: v.literal(true), cuil }),
]);
/** What `agreeToPromotion` sends. */
export type PromotionAgreementPayload = v.InferInput<typeof PromotionAgreementPayloadSchema>;

/** `POST v1/participant/attribute/{id}`: the QR code read by the camera or typed. */
export const PromotionQrPayloadSchema = v.strictObject({
  qrCode: v.pipe(v.string(), v.regex(PROMOTION_QR_CODE, 'invalid QR code')),
});
/** What `validatePromotionQrCode` sends. */
export type PromotionQrPayload = v.InferInput<typeof PromotionQrPayloadSchema>;
