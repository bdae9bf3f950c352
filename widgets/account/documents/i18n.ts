import { defineMessages, type Translate } from '../../../core/i18n.ts';

/** Texts of the documents section (the upload's own are hub-financing's, shared through its index). */
export const documentsMessages = defineMessages({
  'pt-BR': {
    title: 'Documentos',
    empty: 'Nenhum documento pedido nas suas propostas.',
    proposal: 'Proposta {number}: {vehicle}',
    listLabel: 'Documentos da proposta {number}',
    'status.RECEIVED': 'Recebido',
    'status.REFUSED': 'Recusado: envie de novo',
    'status.MISSING': 'Não enviado',
    failure: 'Um erro ocorreu, tente novamente',
    loading: 'Carregando seus documentos…',
  },
  'es-AR': {
    title: 'Documentación',
    empty: 'No se pidió documentación en tus solicitudes.',
    proposal: 'Solicitud {number}: {vehicle}',
    listLabel: 'Documentación de la solicitud {number}',
    'status.RECEIVED': 'Recibido',
    'status.REFUSED': 'Rechazado: envialo de nuevo',
    'status.MISSING': 'No enviado',
    failure: 'Ocurrió un error, intentá de nuevo',
    loading: 'Cargando tu documentación…',
  },
});

/** The translator of {@link documentsMessages}. */
export type DocumentsT = Translate<(typeof documentsMessages)['pt-BR']>;
