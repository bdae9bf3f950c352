/**
 * The names of a reservation's documents by kind (`DOCUMENTS`), shared by hub-reservation's documents
 * step and hub-account's documents; each widget spreads them into its own messages.
 */
export const reservationDocumentTexts = {
  'pt-BR': {
    'doc.identity': 'CNH ou RG',
    'doc.address': 'Comprovante de residência',
  },
  'es-AR': {
    'doc.identity': 'Licencia de conducir o DNI',
    'doc.address': 'Comprobante de domicilio',
  },
};
