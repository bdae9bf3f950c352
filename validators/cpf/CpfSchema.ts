import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidCpf } from './isValidCpf.ts';
import { cpfMessages } from './messages.ts';

/** A required, valid CPF, masked or unmasked (see {@link isValidCpf}). The output is the input as typed. */
export const CpfSchema = v.pipe(
  textSchema(cpfMessages['cpf.required']),
  required(cpfMessages['cpf.required']),
  rule(isValidCpf, cpfMessages['cpf.invalid']),
);

/** A valid CPF as typed. */
export type Cpf = v.InferOutput<typeof CpfSchema>;
