import { defineMessages, type Translate } from '../../../core/i18n.ts';

/**
 * Texts of the document journey section (seed 001 §2 "Journey"): each identity validation step of seed
 * 001 §8 in words. Seed message verbatim: 'Um erro ocorreu, tente novamente'.
 */
export const journeyMessages = defineMessages({
  'pt-BR': {
    title: 'Validação de documentos',
    intro: 'Valide sua identidade enviando seus documentos. Acompanhe aqui o resultado.',
    type: 'Para que é a validação?',
    'type.FINANCING': 'Financiamento',
    'type.RESERVATION': 'Reserva',
    'type.SIGN_UP': 'Cadastro',
    start: 'Iniciar validação',
    starting: 'Iniciando…',
    needsDocument: 'Para iniciar a validação, informe seu CPF e seu e-mail nos dados pessoais.',
    failure: 'Um erro ocorreu, tente novamente',
    retry: 'Tentar novamente',
    status: 'Situação: {status}',
    'status.VALIDATING_IDENTITY': 'Aguardando seus documentos',
    'status.VALIDATING_TOKEN': 'Validando o código de segurança',
    'status.AWAITING_INOVAMIND': 'Documentos em análise',
    'status.AWAITING_QUIZ': 'Aguardando o questionário de segurança',
    'status.SYNC_SALESFORCE': 'Documentos aprovados: atualizando seu cadastro',
    'status.PERSISTED_ON_HUB': 'Identidade validada',
    documentsTitle: 'Documentos da validação',
    received: 'Recebido: {name}',
    result: 'Ver resultado',
    resultBusy: 'Consultando…',
    concluded: 'Sua identidade foi validada. Nada mais a enviar.',
  },
  'es-AR': {
    title: 'Validación de documentación',
    intro: 'Validá tu identidad enviando tu documentación. Seguí el resultado acá.',
    type: '¿Para qué es la validación?',
    'type.FINANCING': 'Financiación',
    'type.RESERVATION': 'Reserva',
    'type.SIGN_UP': 'Registro',
    start: 'Iniciar validación',
    starting: 'Iniciando…',
    needsDocument: 'Para iniciar la validación, cargá tu CUIL y tu e-mail en los datos personales.',
    failure: 'Ocurrió un error, intentá de nuevo',
    retry: 'Intentar de nuevo',
    status: 'Estado: {status}',
    'status.VALIDATING_IDENTITY': 'Esperando tu documentación',
    'status.VALIDATING_TOKEN': 'Validando el código de seguridad',
    'status.AWAITING_INOVAMIND': 'Documentación en análisis',
    'status.AWAITING_QUIZ': 'Esperando el cuestionario de seguridad',
    'status.SYNC_SALESFORCE': 'Documentación aprobada: actualizando tu registro',
    'status.PERSISTED_ON_HUB': 'Identidad validada',
    documentsTitle: 'Documentación de la validación',
    received: 'Recibido: {name}',
    result: 'Ver resultado',
    resultBusy: 'Consultando…',
    concluded: 'Tu identidad fue validada. No hay nada más para enviar.',
  },
});

/** The translator of {@link journeyMessages}. */
export type JourneyT = Translate<(typeof journeyMessages)['pt-BR']>;
