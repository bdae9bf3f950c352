import { isValidCnpj } from '../cnpj/isValidCnpj.ts';
import { isValidCpf } from '../cpf/isValidCpf.ts';
import { documentKind } from './documentKind.ts';

/** Whether a value is a valid CPF (11 characters unmasked) or CNPJ (14), chosen by {@link documentKind}. */
export function isValidCpfOrCnpj(value: string): boolean {
  const kind = documentKind(value);
  if (kind === 'cpf') return isValidCpf(value);
  if (kind === 'cnpj') return isValidCnpj(value);
  return false;
}
