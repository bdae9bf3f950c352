import type { MaskOptions } from './types.ts';
import { upperCase } from './upperCase.ts';

/**
 * Plate mask for old (ABC1234) and Mercosul (ABC1D23) plates: 3 letters, 1 digit, 1 letter or digit,
 * 2 digits, upper-cased; 7 characters without hyphen, as the seeds count them.
 */
export const plateMask: MaskOptions = {
  mask: 'LLL0#00',
  definitions: { L: /[A-Z]/, '#': /[A-Z0-9]/ },
  prepareChar: upperCase,
};

/** Chassis (VIN) mask: 17 characters A–Z or 0–9, upper-cased. */
export const chassisMask: MaskOptions = {
  mask: '#'.repeat(17),
  definitions: { '#': /[A-Z0-9]/ },
  prepareChar: upperCase,
};
