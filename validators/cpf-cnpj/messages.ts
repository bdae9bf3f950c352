import type { MessageTable } from '../messageTable.ts';

/** Messages of the CPF-or-CNPJ field. */
export const cpfCnpjMessages = {
  'cpfCnpj.required': { 'pt-BR': 'Informe o CPF ou CNPJ', 'es-AR': 'Ingresá el CPF o el CNPJ' },
  'cpfCnpj.invalid': { 'pt-BR': 'Informe um CPF ou CNPJ válido', 'es-AR': 'Ingresá un CPF o un CNPJ válido' },
} as const satisfies MessageTable;
