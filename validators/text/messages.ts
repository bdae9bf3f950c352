import type { MessageTable } from '../messageTable.ts';

/** Messages of the free-text rules. */
export const textMessages = {
  'text.restricted': {
    'pt-BR': 'Não use os caracteres & $ < > %',
    'es-AR': 'No uses los caracteres & $ < > %',
  },
  'text.leadingSpace': {
    'pt-BR': 'O texto não pode começar com espaço',
    'es-AR': 'El texto no puede empezar con un espacio',
  },
  'text.lettersOnly': { 'pt-BR': 'Use apenas letras', 'es-AR': 'Usá solo letras' },
} as const satisfies MessageTable;
