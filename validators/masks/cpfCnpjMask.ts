import { CNPJ_DEFINITIONS, CNPJ_PATTERN } from './cnpjMask.ts';
import type { MaskOptions } from './types.ts';
import { upperCase } from './upperCase.ts';

/**
 * CPF-or-CNPJ mask chosen by length: 000.000.000-00 up to 11 digits, then 00.000.000/0000-00 from
 * the 12th character on — or as soon as a letter is typed (alphanumeric CNPJ).
 */
export const cpfCnpjMask: MaskOptions = {
  mask: [{ mask: '000.000.000-00' }, { mask: CNPJ_PATTERN, definitions: CNPJ_DEFINITIONS }],
  prepareChar: upperCase,
};
