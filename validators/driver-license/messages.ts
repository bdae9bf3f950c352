import type { MessageTable } from '../messageTable.ts';

/** Messages of the driving-licence rules. */
export const driverLicenseMessages = {
  'driverLicense.required': {
    'pt-BR': 'Informe o número da CNH',
    'es-AR': 'Ingresá el número de registro (CNH)',
  },
  'driverLicense.invalid': {
    'pt-BR': 'Informe um número de CNH válido, com 11 dígitos',
    'es-AR': 'Ingresá un número de registro (CNH) válido, de 11 dígitos',
  },
  'driverLicenseCategory.required': {
    'pt-BR': 'Selecione a categoria da CNH',
    'es-AR': 'Seleccioná la categoría del registro (CNH)',
  },
  'driverLicenseExpiry.required': {
    'pt-BR': 'Informe a validade da CNH',
    'es-AR': 'Ingresá el vencimiento del registro (CNH)',
  },
  'driverLicenseExpiry.invalid': {
    'pt-BR': 'Informe uma data de validade válida',
    'es-AR': 'Ingresá una fecha de vencimiento válida',
  },
  'driverLicenseExpiry.expired': { 'pt-BR': 'A CNH está vencida', 'es-AR': 'El registro (CNH) está vencido' },
} as const satisfies MessageTable;
