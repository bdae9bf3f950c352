import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidCnpj } from './isValidCnpj.ts';
import { cnpjMessages } from './messages.ts';

/**
 * A required, valid CNPJ, numeric or alphanumeric, masked or unmasked (see {@link isValidCnpj}).
 * The output is the input as typed; send {@link normalizeCnpj} of it.
 */
export const CnpjSchema = v.pipe(
  textSchema(cnpjMessages['cnpj.required']),
  required(cnpjMessages['cnpj.required']),
  rule(isValidCnpj, cnpjMessages['cnpj.invalid']),
);

/** A valid CNPJ as typed. */
export type Cnpj = v.InferOutput<typeof CnpjSchema>;
