import * as v from 'valibot';
import { isValidCnpj } from '../cnpj/isValidCnpj.ts';
import { isValidCpf } from '../cpf/isValidCpf.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { documentKind } from './documentKind.ts';

/**
 * A required CPF or CNPJ chosen by length (see {@link documentKind}): an 11-character value must be a
 * valid CPF ('cpf.invalid'), a 14-character one a valid CNPJ ('cnpj.invalid'); any other length
 * reports 'cpfCnpj.invalid'.
 */
export const CpfCnpjSchema = v.pipe(
  textSchema('cpfCnpj.required'),
  required('cpfCnpj.required'),
  rule((value) => documentKind(value) !== null, 'cpfCnpj.invalid'),
  rule((value) => documentKind(value) !== 'cpf' || isValidCpf(value), 'cpf.invalid'),
  rule((value) => documentKind(value) !== 'cnpj' || isValidCnpj(value), 'cnpj.invalid'),
);

/** A valid CPF or CNPJ as typed. */
export type CpfCnpj = v.InferOutput<typeof CpfCnpjSchema>;
