import type { MessageTable } from '../messageTable.ts';

/** Messages of the licence-plate rule. */
export const plateMessages = {
  'plate.required': { 'pt-BR': 'Informe a placa do veículo', 'es-AR': 'Ingresá la patente del vehículo' },
  'plate.invalid': {
    'pt-BR': 'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)',
    'es-AR': 'Ingresá una patente válida (p. ej.: ABC1234 o ABC1D23)',
  },
} as const satisfies MessageTable;
