import { defineMessages, type Translate } from '../../../core/i18n.ts';
import { reservationDocumentTexts } from '../../../domain/documents/i18n.ts';

/** Texts of the documents section: the funding documents of the proposals, the reservation documents of the orders. */
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
    'type.RG': 'RG',
    'type.CNH': 'CNH',
    'type.RNE': 'RNE',
    'type.INCOME': 'Comprovante de renda',
    'type.ADDRESS': 'Comprovante de residência',
    sendAgain: 'Enviar {name}',
    fileHint: 'PDF, JPG ou PNG de até {size} MB.',
    uploading: 'Enviando {name}',
    tooLarge: 'O arquivo passa de {size} MB. Escolha um arquivo menor.',
    badFile: 'Escolha um arquivo PDF, JPG ou PNG.',
    retry: 'Tentar novamente',
    order: 'Pedido {number}',
    orderListLabel: 'Documentos do pedido {number}',
    ...reservationDocumentTexts['pt-BR'],
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
    'type.RG': 'RG',
    'type.CNH': 'CNH',
    'type.RNE': 'RNE',
    'type.INCOME': 'Comprobante de ingresos',
    'type.ADDRESS': 'Comprobante de domicilio',
    sendAgain: 'Enviar {name}',
    fileHint: 'PDF, JPG o PNG de hasta {size} MB.',
    uploading: 'Enviando {name}',
    tooLarge: 'El archivo pasa de {size} MB. Elegí un archivo más chico.',
    badFile: 'Elegí un archivo PDF, JPG o PNG.',
    retry: 'Intentar de nuevo',
    order: 'Pedido {number}',
    orderListLabel: 'Documentación del pedido {number}',
    ...reservationDocumentTexts['es-AR'],
  },
});

/** The translator of {@link documentsMessages}. */
export type DocumentsT = Translate<(typeof documentsMessages)['pt-BR']>;
