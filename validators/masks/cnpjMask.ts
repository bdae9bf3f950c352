import type { MaskOptions } from './types.ts';
import { upperCase } from './upperCase.ts';

/** The CNPJ pattern: `#` is a letter A–Z or a digit (alphanumeric CNPJ), `0` a digit (check digits). */
export const CNPJ_PATTERN = '##.###.###/####-00';

/** A pattern definition for one alphanumeric CNPJ position. */
export const CNPJ_DEFINITIONS = { '#': /[0-9A-Z]/ };

/**
 * CNPJ mask 00.000.000/0000-00 that also takes the alphanumeric CNPJ: letters in the first 12
 * positions, upper-cased as typed or pasted ("12.abc.345/01de-35" → "12.ABC.345/01DE-35").
 */
export const cnpjMask: MaskOptions = {
  mask: CNPJ_PATTERN,
  definitions: CNPJ_DEFINITIONS,
  prepareChar: upperCase,
};
