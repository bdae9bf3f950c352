import type { MessageTable } from '../messageTable.ts';

/** Messages of the CPF rule. */
export const cpfMessages = {
  'cpf.required': { 'pt-BR': 'Informe o CPF', 'es-AR': 'Ingresá el CPF' },
  'cpf.invalid': { 'pt-BR': 'Informe um CPF válido', 'es-AR': 'Ingresá un CPF válido' },
} as const satisfies MessageTable;
