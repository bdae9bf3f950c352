import type { MessageTable } from '../messageTable.ts';

/** Messages of the quotation and coupon rules. */
export const quotationMessages = {
  'quotationPrice.required': { 'pt-BR': 'Informe o novo preço', 'es-AR': 'Ingresá el nuevo precio' },
  'quotationPrice.notHigher': {
    'pt-BR': 'O novo preço deve ser maior que o preço inicial',
    'es-AR': 'El nuevo precio tiene que ser mayor que el precio inicial',
  },
  'coupon.entryRequired': {
    'pt-BR': 'Cupom disponível apenas em propostas com entrada',
    'es-AR': 'Cupón disponible solo en propuestas con anticipo',
  },
} as const satisfies MessageTable;
