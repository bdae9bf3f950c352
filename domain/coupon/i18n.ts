import { defineMessages } from '../../core/i18n.ts';

/**
 * Texts of the coupon field (hub-financing's proposal and hub-coupons). Seed 001 §8 verbatim: 'Coupon
 * unavailable' ('Cupom indisponível'); 'Coupon available only in proposals with an entry payment' is
 * the validators' `coupon.entryRequired`; a failure is 'Um erro ocorreu, tente novamente'.
 */
export const couponMessages = defineMessages({
  'pt-BR': {
    couponLabel: 'Cupom de desconto (opcional)',
    couponRequiredLabel: 'Cupom de desconto',
    couponRequired: 'Informe o cupom',
    cpfLabel: 'CPF (opcional)',
    cpfHint: 'Com o CPF, conferimos se você ainda pode usar o cupom.',
    entryLabel: 'Valor de entrada (opcional)',
    entryHint: 'Alguns cupons valem apenas em propostas com entrada.',
    couponApply: 'Aplicar cupom',
    couponChecking: 'Conferindo…',
    couponApplied: 'Cupom {name} aplicado: {discount}% de desconto.',
    couponUnavailable: 'Cupom indisponível',
    couponFailed: 'Um erro ocorreu, tente novamente',
    couponRemove: 'Remover cupom',
  },
  'es-AR': {
    couponLabel: 'Cupón de descuento (opcional)',
    couponRequiredLabel: 'Cupón de descuento',
    couponRequired: 'Ingresá el cupón',
    cpfLabel: 'CUIL (opcional)',
    cpfHint: 'Con el CUIL, verificamos si todavía podés usar el cupón.',
    entryLabel: 'Anticipo (opcional)',
    entryHint: 'Algunos cupones valen solo en propuestas con anticipo.',
    couponApply: 'Aplicar cupón',
    couponChecking: 'Verificando…',
    couponApplied: 'Cupón {name} aplicado: {discount}% de descuento.',
    couponUnavailable: 'Cupón no disponible',
    couponFailed: 'Ocurrió un error, intentá de nuevo',
    couponRemove: 'Quitar cupón',
  },
});
