import type { MessageTable } from '../messageTable.ts';

/** Messages of the payment-card rules. */
export const cardMessages = {
  'cardNumber.required': {
    'pt-BR': 'Informe o número do cartão',
    'es-AR': 'Ingresá el número de la tarjeta',
  },
  'cardNumber.invalid': {
    'pt-BR': 'Informe um número de cartão válido',
    'es-AR': 'Ingresá un número de tarjeta válido',
  },
  'cardExpiry.required': {
    'pt-BR': 'Informe a validade do cartão',
    'es-AR': 'Ingresá el vencimiento de la tarjeta',
  },
  'cardExpiry.invalid': {
    'pt-BR': 'Informe a validade no formato MM/AA',
    'es-AR': 'Ingresá el vencimiento con el formato MM/AA',
  },
  'cardExpiry.expired': { 'pt-BR': 'O cartão está vencido', 'es-AR': 'La tarjeta está vencida' },
  'cardName.required': {
    'pt-BR': 'Informe o nome impresso no cartão',
    'es-AR': 'Ingresá el nombre como figura en la tarjeta',
  },
  'cardName.invalid': {
    'pt-BR': 'Informe o nome como impresso no cartão, usando apenas letras',
    'es-AR': 'Ingresá el nombre como figura en la tarjeta, usando solo letras',
  },
  'cvv.required': {
    'pt-BR': 'Informe o código de segurança (CVV)',
    'es-AR': 'Ingresá el código de seguridad (CVV)',
  },
  'cvv.invalid': {
    'pt-BR': 'O código de segurança tem 3 ou 4 dígitos',
    'es-AR': 'El código de seguridad tiene 3 o 4 dígitos',
  },
} as const satisfies MessageTable;
