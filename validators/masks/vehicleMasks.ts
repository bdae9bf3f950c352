import { langOf } from '../messageText.ts';
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

const LETTER = { L: /[A-Z]/ };

/**
 * Argentine plate mask: Mercosur plates (AB123CD) and the previous ones (ABC123), upper-cased; the
 * third character typed (a digit or a letter) picks the format.
 */
const argentinePlateMask: MaskOptions = {
  mask: [
    { mask: 'LL000LL', definitions: LETTER },
    { mask: 'LLL000', definitions: LETTER },
  ],
  prepareChar: upperCase,
};

/** The plate mask of a market: Argentine plates in es-AR, Brazilian ones in pt-BR and c-BR. A constant. */
export function plateMaskFor(market: string): MaskOptions {
  return langOf(market) === 'es-AR' ? argentinePlateMask : plateMask;
}

/** Chassis (VIN) mask: 17 characters A–Z or 0–9, upper-cased. */
export const chassisMask: MaskOptions = {
  mask: '#'.repeat(17),
  definitions: { '#': /[A-Z0-9]/ },
  prepareChar: upperCase,
};
