import type { MaskOptions } from './types.ts';

/** Card number mask 0000 0000 0000 0000 (13 to 16 digits; the unmasked value is the digits). */
export const cardNumberMask: MaskOptions = { mask: '0000 0000 0000 0000' };

/** Card expiry mask MM/YY; the month is limited to 01–12 as typed ("4" → "04", "13" → "12"). */
export const cardExpiryMask: MaskOptions = {
  mask: 'MM/YY',
  blocks: {
    MM: { kind: 'range', from: 1, to: 12, maxLength: 2, autofix: 'pad' },
    YY: { mask: '00' },
  },
};

/** Card security code mask: 3 or 4 digits. */
export const cvvMask: MaskOptions = { mask: '0000' };
