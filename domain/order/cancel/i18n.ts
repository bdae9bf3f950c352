import { defineMessages } from '../../../core/i18n.ts';

/**
 * Texts of the cancel flow shared by hub-reservation and hub-my-orders (seed 000 §4: confirm, terms
 * accepted, reason, then success or error). The seeds give no words for it: these are ours.
 */
export const cancelMessages = defineMessages({
  'pt-BR': {
    cancelOrder: 'Cancelar pedido',
    cancelConfirmTitle: 'Cancelar o pedido?',
    cancelConfirmText:
      'Tem certeza de que quer cancelar o pedido {id}? O cancelamento não pode ser desfeito.',
    cancelYes: 'Sim, quero cancelar',
    cancelKeep: 'Não, manter o pedido',
    cancelTermsTitle: 'Termos de cancelamento',
    cancelTermsRefund:
      'O valor da reserva, {amount}, é devolvido integralmente na mesma forma de pagamento usada.',
    cancelTermsUnit:
      'O carro reservado volta ao estoque da concessionária e o pedido não pode ser reativado por aqui.',
    cancelTermsAccept: 'Li e aceito os termos de cancelamento',
    cancelTermsRequired: 'Aceite os termos de cancelamento para continuar.',
    cancelReasonTitle: 'Motivo do cancelamento',
    cancelReasonLegend: 'Por que você quer cancelar?',
    cancelReasonRequired: 'Escolha um motivo.',
    'cancelReason.CHANGED_MIND': 'Desisti da compra',
    'cancelReason.FOUND_BETTER_OFFER': 'Encontrei uma oferta melhor',
    'cancelReason.FINANCING_NOT_APPROVED': 'Meu financiamento não foi aprovado',
    'cancelReason.DELIVERY_TIME': 'O prazo de entrega é longo',
    'cancelReason.CHANGED_MODEL': 'Quero outro modelo ou versão',
    'cancelReason.OTHER': 'Outro motivo',
    cancelComment: 'Comentário (opcional)',
    cancelSend: 'Confirmar cancelamento',
    cancelling: 'Enviando o cancelamento…',
    cancelDoneTitle: 'Pedido cancelado',
    cancelDoneText: 'O pedido {id} foi cancelado. Situação: {status}.',
    cancelFailedTitle: 'Falha no cancelamento',
    cancelFailed: 'Falha ao solicitar o cancelamento do pedido. Tente novamente.',
    cancelRefused: 'Este pedido não pode mais ser cancelado.',
    close: 'Fechar',
    continue: 'Continuar',
    back: 'Voltar',
    retry: 'Tentar novamente',
  },
  'es-AR': {
    cancelOrder: 'Cancelar pedido',
    cancelConfirmTitle: '¿Cancelar el pedido?',
    cancelConfirmText:
      '¿Estás seguro de que querés cancelar el pedido {id}? La cancelación no se puede deshacer.',
    cancelYes: 'Sí, quiero cancelar',
    cancelKeep: 'No, mantener el pedido',
    cancelTermsTitle: 'Términos de cancelación',
    cancelTermsRefund:
      'El valor de la reserva, {amount}, se devuelve completo con el mismo medio de pago que usaste.',
    cancelTermsUnit:
      'El auto reservado vuelve al stock del concesionario y el pedido no se puede reactivar desde acá.',
    cancelTermsAccept: 'Leí y acepto los términos de cancelación',
    cancelTermsRequired: 'Aceptá los términos de cancelación para continuar.',
    cancelReasonTitle: 'Motivo de la cancelación',
    cancelReasonLegend: '¿Por qué querés cancelar?',
    cancelReasonRequired: 'Elegí un motivo.',
    'cancelReason.CHANGED_MIND': 'Desistí de la compra',
    'cancelReason.FOUND_BETTER_OFFER': 'Encontré una oferta mejor',
    'cancelReason.FINANCING_NOT_APPROVED': 'No me aprobaron la financiación',
    'cancelReason.DELIVERY_TIME': 'El plazo de entrega es largo',
    'cancelReason.CHANGED_MODEL': 'Quiero otro modelo o versión',
    'cancelReason.OTHER': 'Otro motivo',
    cancelComment: 'Comentario (opcional)',
    cancelSend: 'Confirmar cancelación',
    cancelling: 'Enviando la cancelación…',
    cancelDoneTitle: 'Pedido cancelado',
    cancelDoneText: 'El pedido {id} fue cancelado. Estado: {status}.',
    cancelFailedTitle: 'Falla en la cancelación',
    cancelFailed: 'Falló la solicitud de cancelación del pedido. Intentá nuevamente.',
    cancelRefused: 'Este pedido ya no se puede cancelar.',
    close: 'Cerrar',
    continue: 'Continuar',
    back: 'Volver',
    retry: 'Intentar nuevamente',
  },
});

/** Translator of the cancel flow. */
export type CancelT = import('../../../core/i18n.ts').Translate<(typeof cancelMessages)['pt-BR']>;
