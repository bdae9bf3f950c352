import { defineMessages } from '../../core/i18n.ts';

/** Texts of a price's notes: the table it comes from and the version's special discount. */
export const priceMessages = defineMessages({
  'pt-BR': {
    notesLabel: 'Sobre o preço',
    priceType: 'Tabela de preço',
    ecommercePrice: 'Preço de venda on-line',
    customPrice: 'Preço de tabela',
    specialDiscount: 'Desconto especial',
    specialDiscountValue: '− {amount}',
    withSpecialDiscount: 'Preço com desconto especial',
  },
  'es-AR': {
    notesLabel: 'Sobre el precio',
    priceType: 'Lista de precios',
    ecommercePrice: 'Precio de venta online',
    customPrice: 'Precio de lista',
    specialDiscount: 'Descuento especial',
    specialDiscountValue: '− {amount}',
    withSpecialDiscount: 'Precio con descuento especial',
  },
});
