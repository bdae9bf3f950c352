import type { MessageTable } from '../messageTable.ts';

/** Messages of the CUIL (Argentina) rule. */
export const cuilMessages = {
  'cuil.required': { 'pt-BR': 'Informe o CUIL', 'es-AR': 'Ingresá tu CUIL' },
  'cuil.invalid': { 'pt-BR': 'Informe um CUIL válido', 'es-AR': 'Ingresá un CUIL válido' },
  'cuil.nationalId': {
    'pt-BR': 'O CUIL não corresponde ao número do documento informado',
    'es-AR': 'El CUIL no coincide con tu número de DNI',
  },
} as const satisfies MessageTable;
