import type { MessageTable } from '../messageTable.ts';

/** Messages of the CNPJ rule. */
export const cnpjMessages = {
  'cnpj.required': { 'pt-BR': 'Informe o CNPJ', 'es-AR': 'Ingresá el CNPJ' },
  'cnpj.invalid': { 'pt-BR': 'Informe um CNPJ válido', 'es-AR': 'Ingresá un CNPJ válido' },
} as const satisfies MessageTable;
