import type { MessageTable } from '../messageTable.ts';

/** Messages of the lead-contact rules. */
export const contactMessages = {
  'contactOptIn.required': {
    'pt-BR': 'Selecione pelo menos uma forma de contato',
    'es-AR': 'Seleccioná al menos un medio de contacto',
  },
  'contactReason.required': {
    'pt-BR': 'Selecione o motivo do contato',
    'es-AR': 'Seleccioná el motivo del contacto',
  },
  'dealer.required': {
    'pt-BR': 'É obrigatório selecionar uma concessionária',
    'es-AR': 'Es obligatorio seleccionar un concesionario',
  },
  'b2ePurchaseFor.required': {
    'pt-BR': 'Selecione para quem é a compra',
    'es-AR': 'Seleccioná para quién es la compra',
  },
} as const satisfies MessageTable;
