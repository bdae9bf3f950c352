/*
 * The codes of the promotions service: what its payloads take. The QR step of hub-promotion, the
 * payload schemas (`promotions.payloads.ts`) and the sandbox read them from here.
 */

/** A promotion QR code as printed on the dealer's poster: `QR-` and eight capital letters or digits. */
export const PROMOTION_QR_CODE = /^QR-[A-Z0-9]{8}$/;
