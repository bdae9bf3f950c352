import type { MessageTable } from '../messageTable.ts';

/** Messages of the name rules. */
export const nameMessages = {
  'name.required': { 'pt-BR': 'Informe seu nome', 'es-AR': 'Ingresá tu nombre' },
  'name.invalid': {
    'pt-BR': 'Informe um nome válido, usando apenas letras',
    'es-AR': 'Ingresá un nombre válido, usando solo letras',
  },
  'fullName.required': { 'pt-BR': 'Informe seu nome completo', 'es-AR': 'Ingresá tu nombre completo' },
  'fullName.surname': {
    'pt-BR': 'Informe também o seu sobrenome',
    'es-AR': 'Ingresá también tu apellido',
  },
  'companyName.required': { 'pt-BR': 'Informe a razão social', 'es-AR': 'Ingresá la razón social' },
} as const satisfies MessageTable;
