import type { MessageTable } from '../messageTable.ts';

/** Messages of the address rules. */
export const addressMessages = {
  'postalCode.required': { 'pt-BR': 'Informe o CEP', 'es-AR': 'Ingresá el código postal' },
  'postalCode.invalid': { 'pt-BR': 'Informe um CEP válido', 'es-AR': 'Ingresá un código postal válido' },
  'postalCode.notFound': { 'pt-BR': 'CEP NÃO ENCONTRADO', 'es-AR': 'CÓDIGO POSTAL NO ENCONTRADO' },
  'street.required': { 'pt-BR': 'Informe o endereço', 'es-AR': 'Ingresá la calle' },
  'neighborhood.required': { 'pt-BR': 'Informe o bairro', 'es-AR': 'Ingresá el barrio' },
  'houseNumber.required': { 'pt-BR': 'Informe o número', 'es-AR': 'Ingresá la altura' },
  'houseNumber.invalid': {
    'pt-BR': 'O número deve ser maior que zero',
    'es-AR': 'La altura tiene que ser mayor que cero',
  },
  'city.required': { 'pt-BR': 'Informe a cidade', 'es-AR': 'Ingresá la ciudad' },
  'state.required': { 'pt-BR': 'Informe o estado', 'es-AR': 'Ingresá la provincia' },
} as const satisfies MessageTable;
