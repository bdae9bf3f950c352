import { CnpjSchema } from '../cnpj/CnpjSchema.ts';
import { CpfSchema } from '../cpf/CpfSchema.ts';
import { CpfCnpjSchema } from '../cpf-cnpj/CpfCnpjSchema.ts';
import { emptyOr } from '../shared/emptyOr.ts';

const SCHEMAS = { cpf: CpfSchema, cnpj: CnpjSchema, 'cpf-cnpj': CpfCnpjSchema } as const;

/**
 * The lead's document field: required and valid when `required` (see {@link isLeadCpfRequired}),
 * otherwise optional — empty passes, but a typed value must still be a valid document.
 */
export function leadDocumentSchema(required: boolean, kind: keyof typeof SCHEMAS = 'cpf') {
  const schema = SCHEMAS[kind];
  return required ? schema : emptyOr(schema);
}
