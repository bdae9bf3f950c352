import { reservationDocumentTexts } from '../../../domain/documents/i18n.ts';

/** pt-BR texts of the documents upload. */
const ptBR = {
  documentsTitle: 'Envie seus documentos',
  documentsText: 'PDF, JPG ou PNG de até {size} MB cada.',
  ...reservationDocumentTexts['pt-BR'],
  tooLarge: 'Arquivos excederam o tamanho máximo',
  upload: 'Enviar documentos',
  uploading: 'Enviando {name}',
  uploaded: 'Documentos enviados.',
  chooseFiles: 'Escolha os dois documentos.',
};

/** Texts of the documents upload (pt-BR, es-AR); `../i18n.ts` gathers them into the widget's messages. */
export const documentsTexts = {
  'pt-BR': ptBR,
  'es-AR': {
    documentsTitle: 'Enviá tus documentos',
    documentsText: 'PDF, JPG o PNG de hasta {size} MB cada uno.',
    ...reservationDocumentTexts['es-AR'],
    tooLarge: 'Los archivos superaron el tamaño máximo',
    upload: 'Enviar documentos',
    uploading: 'Enviando {name}',
    uploaded: 'Documentos enviados.',
    chooseFiles: 'Elegí los dos documentos.',
  } satisfies Record<keyof typeof ptBR, string>,
};
