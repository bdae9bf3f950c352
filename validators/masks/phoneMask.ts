import 'imask/masked/dynamic';
import 'imask/masked/pattern';
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

/**
 * Argentine phone: the 10-digit national number (area code + subscriber, without the trunk 0 and
 * the mobile 15), grouped by the area code's length: (11) 1234-5678, (351) 123-4567, (2944) 12-3456.
 */
const AR_PHONE_MASK: MaskOptions = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(000) 000-0000' }, { mask: '(0000) 00-0000' }],
  dispatch: (appended: string, masked: MaskedDynamic) => {
    const digits = (masked.unmaskedValue + appended).replace(/\D/g, '');
    const [two, three, four] = masked.compiledMasks;
    if (digits.startsWith('11')) return two;
    if (AR_THREE_DIGIT_AREA_CODES.includes(digits.slice(0, 3))) return three;
    return digits.length < 3 ? two : four;
  },
};

/** The phone mask of a market: Brazil (pt-BR, c-BR) or Argentina (es-AR). Returns a constant. */
export function phoneMask(market: string): MaskOptions {
  return langOf(market) === 'es-AR' ? AR_PHONE_MASK : BR_PHONE_MASK;
}
