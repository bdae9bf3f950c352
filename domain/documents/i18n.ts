/**
 * The names of a reservation's documents by kind (`DOCUMENTS`) and the seed's message for a document
 * to send again (seed 000 §8), shared by hub-reservation's documents
 * step and hub-account's documents; each widget spreads them into its own messages.
 */
export const reservationDocumentTexts = {
  'pt-BR': {
    'doc.identity': 'CNH ou RG',
    'doc.address': 'Comprovante de residência',
    docProblem: 'Encontramos um problema no seu documento: {documentName}, favor fazer upload novamente.',
  },
  'es-AR': {
    'doc.identity': 'Licencia de conducir o DNI',
    'doc.address': 'Comprobante de domicilio',
    docProblem: 'Encontramos un problema en tu documento: {documentName}, volvé a subirlo.',
  },
};
