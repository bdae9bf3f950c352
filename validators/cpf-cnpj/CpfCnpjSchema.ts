import * as v from 'valibot';
import { isValidCnpj } from '../cnpj/isValidCnpj.ts';
import { cnpjMessages } from '../cnpj/messages.ts';
import { isValidCpf } from '../cpf/isValidCpf.ts';
import { cpfMessages } from '../cpf/messages.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { documentKind } from './documentKind.ts';
import { cpfCnpjMessages } from './messages.ts';

/**
 * A required CPF or CNPJ chosen by length (see {@link documentKind}): an 11-character value must be a
 * valid CPF ('cpf.invalid'), a 14-character one a valid CNPJ ('cnpj.invalid'); any other length
 * reports 'cpfCnpj.invalid'.
 */
export const CpfCnpjSchema = v.pipe(
  textSchema(cpfCnpjMessages['cpfCnpj.required']),
  required(cpfCnpjMessages['cpfCnpj.required']),
  rule((value) => documentKind(value) !== null, cpfCnpjMessages['cpfCnpj.invalid']),
  rule((value) => documentKind(value) !== 'cpf' || isValidCpf(value), cpfMessages['cpf.invalid']),
  rule((value) => documentKind(value) !== 'cnpj' || isValidCnpj(value), cnpjMessages['cnpj.invalid']),
);

/** A valid CPF or CNPJ as typed. */
export type CpfCnpj = v.InferOutput<typeof CpfCnpjSchema>;
