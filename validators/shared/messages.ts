import type { MessageTable } from '../messageTable.ts';

/** Messages shared by every form: the seed's "fields still to fill" banner and generic choices. */
export const sharedMessages = {
  'form.incomplete': {
    'pt-BR': 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
    'es-AR': 'TODAVÍA HAY CAMPOS POR COMPLETAR',
  },
  'field.required': { 'pt-BR': 'Preencha este campo', 'es-AR': 'Completá este campo' },
  'option.required': { 'pt-BR': 'Selecione uma opção', 'es-AR': 'Seleccioná una opción' },
  'option.invalid': { 'pt-BR': 'Selecione uma opção válida', 'es-AR': 'Seleccioná una opción válida' },
} as const satisfies MessageTable;
