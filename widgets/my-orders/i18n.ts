import { defineMessages } from '../../core/i18n.ts';

/**
 * Texts of hub-my-orders. The seeds name the screen's parts (order badge, order timeline, cancel flow,
 * resume-purchase banner, expired-order banner, remaining payment) but give no words for them: these
 * are ours; the payment failure of an expired order, the billing data and the balance choice are
 * hub-reservation's (domain/order).
 */
export const myOrdersMessages = defineMessages({
  'pt-BR': {
    title: 'Meus pedidos',
    signedOut: 'Entre na sua conta para ver seus pedidos.',
    signIn: 'Entrar',
    completeProfile: 'Complete seu cadastro com o seu CPF para ver seus pedidos.',
    loading: 'Carregando seus pedidos…',
    failure: 'Não foi possível carregar seus pedidos.',
    none: 'Você ainda não tem pedidos.',
    noneNext:
      'Monte o seu carro no configurador e reserve on-line: o pedido aparece aqui, com cada etapa até a entrega.',
    order: 'Pedido {id}',
    placedOn: 'Feito em {date}',
    amount: 'Valor da reserva: {amount}',
    expiredBadge: 'Expirado',
    timeline: 'Linha do tempo do pedido {id}',
    leadProtocol: 'Protocolo de atendimento na concessionária: {id}',
    refresh: 'Atualizar situação',
    refreshing: 'Atualizando…',
    refreshFailed: 'Não foi possível atualizar a situação do pedido. Tente novamente.',
    moved: 'Pedido {id} atualizado: {status}, em {date}.',
    resumeTitle: 'Sua compra não terminou',
    resumeText: 'O pedido {id} está esperando por você: continue de onde parou.',
    resume: 'Continuar a compra',
    billetLink: 'Baixar boleto',
    balanceDue: 'Falta escolher como pagar o saldo deste pedido.',
    payBalance: 'Pagar o saldo',
    notNow: 'Agora não',
    balanceChosen: 'Saldo: {method}.',
    billetPending: 'O boleto está sendo gerado e aparece aqui assim que o banco o emitir.',
  },
  'es-AR': {
    title: 'Mis pedidos',
    signedOut: 'Ingresá a tu cuenta para ver tus pedidos.',
    signIn: 'Ingresar',
    completeProfile: 'Completá tu registro con tu CUIL para ver tus pedidos.',
    loading: 'Cargando tus pedidos…',
    failure: 'No pudimos cargar tus pedidos.',
    none: 'Todavía no tenés pedidos.',
    noneNext:
      'Armá tu auto en el configurador y reservalo online: el pedido aparece acá, con cada etapa hasta la entrega.',
    order: 'Pedido {id}',
    placedOn: 'Hecho el {date}',
    amount: 'Valor de la reserva: {amount}',
    expiredBadge: 'Vencido',
    timeline: 'Línea de tiempo del pedido {id}',
    leadProtocol: 'Protocolo de atención en el concesionario: {id}',
    refresh: 'Actualizar estado',
    refreshing: 'Actualizando…',
    refreshFailed: 'No pudimos actualizar el estado del pedido. Intentá nuevamente.',
    moved: 'Pedido {id} actualizado: {status}, el {date}.',
    resumeTitle: 'Tu compra no terminó',
    resumeText: 'El pedido {id} te está esperando: seguí desde donde quedaste.',
    resume: 'Seguir con la compra',
    billetLink: 'Descargar boleta',
    balanceDue: 'Falta elegir cómo pagar el saldo de este pedido.',
    payBalance: 'Pagar el saldo',
    notNow: 'Ahora no',
    balanceChosen: 'Saldo: {method}.',
    billetPending: 'La boleta se está generando y aparece acá apenas el banco la emita.',
  },
});

/** Translator of hub-my-orders. */
export type MyOrdersT = import('../../core/i18n.ts').Translate<(typeof myOrdersMessages)['pt-BR']>;
