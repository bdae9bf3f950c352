import type MaskedDynamic from 'imask/masked/dynamic';
import { langOf } from '../messages.ts';
import type { MaskOptions } from './types.ts';

/** Brazilian phone: (00) 0000-0000 for 10 digits, (00) 00000-0000 for 11. */
const BR_PHONE_MASK: MaskOptions = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
};

/**
 * Argentine 3-digit area codes (the rest of the country uses 4 digits, Buenos Aires 11). Only the
 * display depends on this list: an unlisted code is grouped as a 4-digit one and validates the same.
 */
export const AR_THREE_DIGIT_AREA_CODES: readonly string[] = (
  '220 221 223 230 236 237 249 260 261 263 264 266 280 291 297 299 336 341 ' +
  '342 343 345 348 351 353 358 362 364 370 376 379 380 381 383 385 387 388'
).split(' ');

const AR_PATTERNS = ['(00) 0000-0000', '(000) 000-0000', '(0000) 00-0000'] as const;

/** Which Argentine pattern groups these digits: by the area code's length (2, 3 or 4 digits). */
function arPatternIndex(digits: string): 0 | 1 | 2 {
  if (digits.startsWith('11')) return 0;
  if (AR_THREE_DIGIT_AREA_CODES.includes(digits.slice(0, 3))) return 1;
  return digits.length < 3 ? 0 : 2;
}

/**
 * Argentine phone: the 10-digit national number (area code + subscriber, without the trunk 0 and
 * the mobile 15), grouped by the area code's length: (11) 1234-5678, (351) 123-4567, (2944) 12-3456.
 */
const AR_PHONE_MASK: MaskOptions = {
  mask: AR_PATTERNS.map((mask) => ({ mask })),
  dispatch: (appended: string, masked: MaskedDynamic) => {
    const digits = (masked.unmaskedValue + appended).replace(/\D/g, '');
    return masked.compiledMasks[arPatternIndex(digits)];
  },
};

/** The phone mask of a market: Brazil (pt-BR, c-BR) or Argentina (es-AR). Returns a constant. */
export function phoneMask(market: string): MaskOptions {
  return langOf(market) === 'es-AR' ? AR_PHONE_MASK : BR_PHONE_MASK;
}

/** The digits laid into a pattern's `0` slots; null unless the digits fill the pattern exactly. */
function fill(pattern: string, digits: string): string | null {
  if (pattern.replace(/[^0]/g, '').length !== digits.length) return null;
  let next = 0;
  return pattern.replace(/0/g, () => digits[next++] ?? '');
}

/**
 * A stored phone number shown as the phone mask would show it, without loading the mask runtime
 * (display only: "1134567890" → "(11) 3456-7890"; "3514567890" → "(351) 456-7890"). A number that does
 * not fit the market's patterns is shown as stored.
 */
export function formatPhone(market: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const pattern =
    langOf(market) === 'es-AR'
      ? AR_PATTERNS[arPatternIndex(digits)]
      : digits.length === 11
        ? '(00) 00000-0000'
        : '(00) 0000-0000';
  return fill(pattern, digits) ?? phone;
}
