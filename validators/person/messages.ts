import type { MessageTable } from '../messageTable.ts';

/** Messages of the personal-data choices and income. */
export const personMessages = {
  'gender.required': { 'pt-BR': 'Selecione o gênero', 'es-AR': 'Seleccioná el género' },
  'maritalStatus.required': { 'pt-BR': 'Selecione o estado civil', 'es-AR': 'Seleccioná el estado civil' },
  'income.required': { 'pt-BR': 'Informe sua renda mensal', 'es-AR': 'Ingresá tus ingresos mensuales' },
  'income.invalid': {
    'pt-BR': 'Informe uma renda mensal válida, maior que zero',
    'es-AR': 'Ingresá un ingreso mensual válido, mayor que cero',
  },
  'occupation.required': { 'pt-BR': 'Informe a ocupação', 'es-AR': 'Ingresá tu ocupación' },
} as const satisfies MessageTable;
