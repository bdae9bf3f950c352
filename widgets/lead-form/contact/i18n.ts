import { defineMessages, type Translate } from '../../../core/i18n.ts';

/**
 * Texts of hub-lead-form's contact variant (seed 001 §7 Contact). Seed messages verbatim: 'SUA
 * MENSAGEM FOI ENVIADA!', 'FALHA AO ENVIAR MENSAGEM!'; the data dictionary's 'Parameter value is
 * required' said in the market's language beside the reason.
 */
export const contactMessages = defineMessages({
  'pt-BR': {
    title: 'Fale conosco',
    intro: 'Escreva para nós: respondemos pelo e-mail ou telefone que você informar.',
    requiredNote: 'Campos marcados com * são obrigatórios.',
    reason: 'Motivo do contato',
    reasonPlaceholder: 'Selecione o motivo',
    'reason.QUESTION': 'Dúvida',
    'reason.SALES': 'Compra de veículo',
    'reason.AFTER_SALES': 'Pós-venda e serviços',
    'reason.COMPLIMENT': 'Elogio',
    'reason.COMPLAINT': 'Reclamação',
    'reason.SUGGESTION': 'Sugestão',
    reasonRequired: 'O valor do parâmetro é obrigatório: selecione o motivo do contato.',
    reasonRefused: 'Este motivo não é aceito. Selecione outro motivo.',
    message: 'Mensagem',
    messageRequired: 'Escreva a sua mensagem.',
    submit: 'Enviar mensagem',
    sending: 'Enviando…',
    retry: 'Tentar novamente',
    fixErrors: 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
    success: 'SUA MENSAGEM FOI ENVIADA!',
    successDetail: 'Responderemos em breve.',
    failure: 'FALHA AO ENVIAR MENSAGEM!',
    failureDetail: 'Seus dados continuam preenchidos. Tente enviar novamente.',
    sendAnother: 'Enviar outra mensagem',
  },
  'es-AR': {
    title: 'Contacto',
    intro: 'Escribinos: te respondemos por el e-mail o el teléfono que nos dejes.',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    reason: 'Motivo del contacto',
    reasonPlaceholder: 'Seleccioná el motivo',
    'reason.QUESTION': 'Consulta',
    'reason.SALES': 'Compra de vehículo',
    'reason.AFTER_SALES': 'Posventa y servicios',
    'reason.COMPLIMENT': 'Felicitación',
    'reason.COMPLAINT': 'Reclamo',
    'reason.SUGGESTION': 'Sugerencia',
    reasonRequired: 'El valor del parámetro es obligatorio: seleccioná el motivo del contacto.',
    reasonRefused: 'Este motivo no se acepta. Seleccioná otro motivo.',
    message: 'Mensaje',
    messageRequired: 'Escribí tu mensaje.',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    retry: 'Intentar de nuevo',
    fixErrors: 'TODAVÍA HAY CAMPOS POR COMPLETAR',
    success: '¡TU MENSAJE FUE ENVIADO!',
    successDetail: 'Te responderemos pronto.',
    failure: '¡ERROR AL ENVIAR EL MENSAJE!',
    failureDetail: 'Tus datos siguen completos. Intentá enviar de nuevo.',
    sendAnother: 'Enviar otro mensaje',
  },
});

/** The translator of {@link contactMessages}. */
export type ContactT = Translate<(typeof contactMessages)['pt-BR']>;
