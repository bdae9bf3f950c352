import type { MessageTable } from '../messageTable.ts';

/** Messages of the licence-plate rule: Brazilian formats, and Argentine ones on the Argentine market. */
export const plateMessages = {
  'plate.required': { 'pt-BR': 'Informe a placa do veículo', 'es-AR': 'Ingresá la patente del vehículo' },
  'plate.invalid': {
    'pt-BR': 'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)',
    'es-AR': 'Ingresá una patente válida (p. ej.: ABC1234 o ABC1D23)',
  },
  'plate.invalidAR': {
    'pt-BR': 'Informe uma patente argentina válida (ex.: AB123CD ou ABC123)',
    'es-AR': 'Ingresá una patente válida (p. ej.: AB123CD o ABC123)',
  },
} as const satisfies MessageTable;
