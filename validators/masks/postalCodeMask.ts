import { langOf } from '../messageText.ts';
import type { MaskOptions } from './types.ts';
import { upperCase } from './upperCase.ts';

/** Brazilian postal code (CEP) 00000-000. */
const BR_POSTAL_CODE_MASK: MaskOptions = { mask: '00000-000' };

/**
 * Argentine postal code: the 4-digit CP (1425) when it starts with a digit, the 8-character CPA
 * (C1425ABC: province letter, 4 digits, 3 letters) when it starts with a letter, upper-cased.
 */
const AR_POSTAL_CODE_MASK: MaskOptions = {
  mask: [{ mask: '0000' }, { mask: 'L0000LLL', definitions: { L: /[A-Z]/ } }],
  prepareChar: upperCase,
};

/** The postal-code mask of a market: Brazil (pt-BR, c-BR) or Argentina (es-AR). Returns a constant. */
export function postalCodeMask(market: string): MaskOptions {
  return langOf(market) === 'es-AR' ? AR_POSTAL_CODE_MASK : BR_POSTAL_CODE_MASK;
}
