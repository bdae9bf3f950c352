import type MaskedDynamic from 'imask/masked/dynamic';
import { langOf } from '../messageText.ts';
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

/**
 * Argentine patterns by area-code length (2, 3 or 4 digits): the 10-digit national number, then up to 5
 * more digits (the mobile 15 and longer numbers) so that nothing the validator accepts is cut; and
 * the same with the trunk 0 typed first (then up to 4 more). 15 digits in all, as isValidArPhone.
 */
const AR_PATTERNS = [
  '(00) 0000-0000[00000]',
  '(000) 000-0000[00000]',
  '(0000) 00-0000[00000]',
  '(000) 0000-0000[0000]',
  '(0000) 000-0000[0000]',
  '(00000) 00-0000[0000]',
] as const;

/** Which Argentine pattern groups these digits: trunk 0 or not, and the area code's length. */
function arPatternIndex(digits: string): number {
  const trunk = digits.startsWith('0') ? 3 : 0;
  const national = trunk ? digits.slice(1) : digits;
  if (national.startsWith('11')) return trunk;
  if (AR_THREE_DIGIT_AREA_CODES.includes(national.slice(0, 3))) return trunk + 1;
  return trunk + (national.length < 3 ? 0 : 2);
}

/**
 * Argentine phone: the number with its area code, grouped by the area code's length — (11) 1234-5678,
 * (351) 123-4567, (2944) 12-3456 — optionally typed with the trunk 0 ((011) 1551-2345678) and the
 * mobile 15. Lets through exactly what isValidArPhone accepts (phoneMask.agreement.test.ts).
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

/**
 * The digits laid into a pattern's `0` slots, an optional `[…]` part taking what is left; null unless
 * the digits fill the required slots and fit the pattern.
 */
function fill(pattern: string, digits: string): string | null {
  const required = pattern.replace(/\[[^\]]*\]/g, '').replace(/[^0]/g, '').length;
  const slots = pattern.replace(/[^0]/g, '').length;
  if (digits.length < required || digits.length > slots) return null;
  let next = 0;
  let shown = '';
  for (const char of pattern.replace(/[[\]]/g, '')) {
    if (next === digits.length) break;
    shown += char === '0' ? digits[next++] : char;
  }
  return shown;
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
  return (pattern && fill(pattern, digits)) ?? phone;
}
