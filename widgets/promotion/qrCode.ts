import { PROMOTION_QR_CODE } from '../../api/promotionCodes.ts';

/**
 * A typed QR code as the service takes it: spaces dropped, capitals, and the hyphen after `QR` put in
 * when it was left out (`qr jeepbr02` → `QR-JEEPBR02`).
 */
export function normalizeQrCode(typed: string): string {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return /^QR[A-Z0-9]{8}$/.test(code) ? `QR-${code.slice(2)}` : code;
}

/** Whether a code (normalised) has the printed form `QR-` and eight letters or digits. */
export function isQrCode(code: string): boolean {
  return PROMOTION_QR_CODE.test(code);
}

/**
 * The promotion code a camera read holds: the code itself, or a link whose `code` query parameter (or
 * last path segment) is one; null for anything else, so the scanner keeps looking.
 */
export function qrCodeOfRead(text: string): string | null {
  const direct = normalizeQrCode(text);
  if (isQrCode(direct)) return direct;
  try {
    const url = new URL(text.trim());
    const candidate = url.searchParams.get('code') ?? url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    const code = normalizeQrCode(decodeURIComponent(candidate));
    return isQrCode(code) ? code : null;
  } catch {
    return null;
  }
}
