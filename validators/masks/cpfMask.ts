import type { MaskOptions } from './types.ts';

/** CPF mask 000.000.000-00 (the unmasked value is the 11 digits). */
export const cpfMask: MaskOptions = { mask: '000.000.000-00' };
