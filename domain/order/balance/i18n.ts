import { defineMessages } from '../../../core/i18n.ts';

/**
 * Texts of the balance payment, shared by hub-reservation and hub-my-orders; the bank slip's problem
 * is the seed's message verbatim (seed 000 §8).
 */
export const balanceMessages = defineMessages({
  'pt-BR': {
    balanceTitle: 'Como você quer pagar o saldo?',
    balance: 'Saldo a pagar: {amount}',
    reservationAmount: 'Valor da reserva: {amount}',
    deducted: 'O valor da reserva é abatido do preço final do veículo.',
    legend: 'Pagamento do saldo',
    'balance.BILLET_PAYMENT': 'Boleto bancário',
    'balance.FINANCING_PAYMENT': 'Financiamento',
    'balance.TRADE_IN': 'Carro usado na troca',
    'balance.FIAT_CONSORTIUM_PAYMENT': 'Consórcio da marca',
    'balance.EXT_CONSORTIUM_PAYMENT': 'Consórcio de outra administradora',
    'balance.DEALER_PAYMENT': 'Pagar na concessionária',
    billetDocsFirst: 'Envie seus documentos antes de gerar o boleto.',
    billetProblem: 'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
    billetNote: 'A compensação do boleto pode levar até 3 dias úteis.',
    financingText: 'Simule e envie sua proposta de financiamento.',
    financingLink: 'Ir para o financiamento',
    tradeInTitle: 'Avaliação do carro usado',
    plate: 'Placa',
    mileage: 'Quilometragem',
    model: 'Modelo',
    version: 'Versão',
    year: 'Ano',
    confirmBalance: 'Confirmar forma de pagamento',
    missingFields: 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
    genericError: 'Um erro ocorreu, tente novamente',
    retry: 'Tentar novamente',
  },
  'es-AR': {
    balanceTitle: '¿Cómo querés pagar el saldo?',
    balance: 'Saldo a pagar: {amount}',
    reservationAmount: 'Valor de la reserva: {amount}',
    deducted: 'El valor de la reserva se descuenta del precio final del vehículo.',
    legend: 'Pago del saldo',
    'balance.BILLET_PAYMENT': 'Boleta bancaria',
    'balance.FINANCING_PAYMENT': 'Financiación',
    'balance.TRADE_IN': 'Auto usado como parte de pago',
    'balance.FIAT_CONSORTIUM_PAYMENT': 'Plan de ahorro de la marca',
    'balance.EXT_CONSORTIUM_PAYMENT': 'Plan de ahorro de otra administradora',
    'balance.DEALER_PAYMENT': 'Pagar en el concesionario',
    billetDocsFirst: 'Enviá tus documentos antes de generar la boleta.',
    billetProblem: 'Tuvimos un problema al generar la boleta. Por favor, intentá nuevamente.',
    billetNote: 'La acreditación de la boleta puede demorar hasta 3 días hábiles.',
    financingText: 'Simulá y enviá tu propuesta de financiación.',
    financingLink: 'Ir a la financiación',
    tradeInTitle: 'Tasación del auto usado',
    plate: 'Patente',
    mileage: 'Kilometraje',
    model: 'Modelo',
    version: 'Versión',
    year: 'Año',
    confirmBalance: 'Confirmar forma de pago',
    missingFields: 'TODAVÍA HAY CAMPOS POR COMPLETAR',
    genericError: 'Ocurrió un error, intentá nuevamente',
    retry: 'Intentar nuevamente',
  },
});

/** Translator of the balance payment. */
export type BalanceT = import('../../../core/i18n.ts').Translate<(typeof balanceMessages)['pt-BR']>;
