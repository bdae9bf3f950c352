import type { MessageTable } from '../messageTable.ts';

/** Messages of the e-mail rules. */
export const emailMessages = {
  'email.required': { 'pt-BR': 'Informe seu e-mail', 'es-AR': 'Ingresá tu e-mail' },
  'email.invalid': { 'pt-BR': 'Informe um e-mail válido', 'es-AR': 'Ingresá un e-mail válido' },
  'email.sameAsHolder': {
    'pt-BR': 'O e-mail adicional deve ser diferente do e-mail do titular',
    'es-AR': 'El e-mail adicional tiene que ser distinto del e-mail del titular',
  },
} as const satisfies MessageTable;
