import type { MessageTable } from '../messageTable.ts';

/** Messages of the phone rules. */
export const phoneMessages = {
  'phone.required': { 'pt-BR': 'Informe seu celular', 'es-AR': 'Ingresá tu celular' },
  'phone.invalid': {
    'pt-BR': 'Informe um celular válido com DDD',
    'es-AR': 'Ingresá un celular válido con código de área',
  },
} as const satisfies MessageTable;
