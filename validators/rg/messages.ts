import type { MessageTable } from '../messageTable.ts';

/** Messages of the RG (Brazilian identity card) rule. */
export const rgMessages = {
  'rg.required': { 'pt-BR': 'Informe o RG', 'es-AR': 'Ingresá el número de RG' },
  'rg.invalid': {
    'pt-BR': 'Informe um RG válido, com até 50 dígitos',
    'es-AR': 'Ingresá un RG válido, de hasta 50 dígitos',
  },
} as const satisfies MessageTable;
