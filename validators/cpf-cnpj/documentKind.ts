import { normalizeCnpj } from '../cnpj/normalizeCnpj.ts';

/**
 * Which document a CPF-or-CNPJ value is, chosen by the length of its characters without the mask:
 * 11 → 'cpf', 14 → 'cnpj', anything else → null. (A masked CPF and an unmasked CNPJ are both 14
 * characters long as typed, so the raw length cannot decide.)
 */
export function documentKind(value: string): 'cpf' | 'cnpj' | null {
  const length = normalizeCnpj(value).length;
  if (length === 11) return 'cpf';
  if (length === 14) return 'cnpj';
  return null;
}
