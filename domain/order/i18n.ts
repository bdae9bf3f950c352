import { defineMessages } from '../../core/i18n.ts';

/** Texts of the order pieces shared by hub-reservation and hub-my-orders: the timeline, the track and the expired order's payment failure (seed 000 §4). */
export const orderMessages = defineMessages({
  'pt-BR': {
    trackTitle: 'Andamento do pedido',
    'state.done': 'concluído',
    'state.current': 'etapa atual',
    'state.next': 'próxima etapa',
    paymentFailure: 'Falha no pagamento: seu pedido expirou. Refaça seu pedido.',
    backToConfigurator: 'Voltar ao configurador',
  },
  'es-AR': {
    trackTitle: 'Avance del pedido',
    'state.done': 'completado',
    'state.current': 'etapa actual',
    'state.next': 'próxima etapa',
    paymentFailure: 'Falla en el pago: tu pedido venció. Rehacé tu pedido.',
    backToConfigurator: 'Volver al configurador',
  },
});
