import { defineMessages } from '../../core/i18n.ts';

/**
 * Texts of the simulator and a plan's figures (entrance and term sliders, installment, final installment,
 * total, rate, CET/CFT, IOF, the seed's 'simulations unavailable' messages), the same wherever a plan is
 * simulated: hub-financing and the offer-funding calculator spread them into theirs.
 */
export const planMessages = defineMessages({
  'pt-BR': {
    entranceValue: '{value} ({percent})',
    installments: 'Número de parcelas',
    installmentsValue: '{count} parcelas',
    unavailable: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.',
    unavailableOne: 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO.',
    callDealer: 'Ligue para a concessionária para simular seu financiamento.',
    simulating: 'Simulando…',
    entrance: 'Entrada',
    finalInstallment: 'Parcela final',
    installmentLabel: 'Parcela mensal',
    total: 'Valor total',
    costRate: 'Taxa {rate} a.m.',
    costCet: 'CET {cet} a.a.',
    costIof: 'IOF {iof}',
    couponDiscount: 'Desconto do cupom {name}',
    couponDiscountValue: '− {amount}',
    couponPricing: 'Aplicando o desconto do cupom às parcelas…',
    couponPricingFailed: 'Não foi possível aplicar o desconto do cupom às parcelas. Tente novamente.',
    offerPlan: 'Financiamento: entrada de {entrance} + {count}× {installment}',
  },
  'es-AR': {
    entranceValue: '{value} ({percent})',
    installments: 'Cantidad de cuotas',
    installmentsValue: '{count} cuotas',
    unavailable: 'LAS SIMULACIONES NO ESTÁN DISPONIBLES EN ESTE MOMENTO.',
    unavailableOne: 'LA SIMULACIÓN NO ESTÁ DISPONIBLE EN ESTE MOMENTO.',
    callDealer: 'Llamá al concesionario para simular tu financiación.',
    simulating: 'Simulando…',
    entrance: 'Anticipo',
    finalInstallment: 'Cuota final',
    installmentLabel: 'Cuota mensual',
    total: 'Valor total',
    costRate: 'Tasa {rate} mensual',
    costCet: 'CFT {cet} anual',
    costIof: 'IOF {iof}',
    couponDiscount: 'Descuento del cupón {name}',
    couponDiscountValue: '− {amount}',
    couponPricing: 'Aplicando el descuento del cupón a las cuotas…',
    couponPricingFailed: 'No pudimos aplicar el descuento del cupón a las cuotas. Intentá de nuevo.',
    offerPlan: 'Financiación: anticipo de {entrance} + {count}× {installment}',
  },
});

/** A text id of a plan's figures. */
export type PlanText = keyof (typeof planMessages)['pt-BR'] & string;

/** A translator that knows the plan's texts (a widget's own translator, whose texts include them). */
export type PlanT = (id: PlanText, vars?: Record<string, string | number>) => string;
