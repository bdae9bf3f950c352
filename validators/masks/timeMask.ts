import type { MaskOptions } from './types.ts';

/**
 * Time mask HH:mm on a 24-hour clock: hours 00–23 and minutes 00–59 are enforced as typed; a first
 * digit that cannot start a two-digit value is zero-padded ("9" → "09"), an out-of-range second
 * digit is clamped ("25" → "23").
 */
export const timeMask: MaskOptions = {
  mask: 'HH:mm',
  blocks: {
    HH: { kind: 'range', from: 0, to: 23, maxLength: 2, autofix: 'pad' },
    mm: { kind: 'range', from: 0, to: 59, maxLength: 2, autofix: 'pad' },
  },
};
