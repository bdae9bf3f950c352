import type { MessageTable } from '../messageTable.ts';

/** Messages of the chassis (VIN) rule. */
export const chassisMessages = {
  'chassis.required': { 'pt-BR': 'Informe o chassi', 'es-AR': 'Ingresá el número de chasis' },
  'chassis.invalid': {
    'pt-BR': 'O chassi deve ter 17 caracteres, entre letras (A–Z) e números',
    'es-AR': 'El número de chasis tiene que tener 17 caracteres, entre letras (A–Z) y números',
  },
} as const satisfies MessageTable;
