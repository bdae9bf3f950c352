import { defineMessages } from '../../../core/i18n.ts';

/** Texts of the car's image zoom. */
export const carImageMessages = defineMessages({
  'pt-BR': {
    zoom: 'Ampliar imagem',
    zoomTitle: '{car} ampliado',
    close: 'Fechar',
  },
  'es-AR': {
    zoom: 'Ampliar imagen',
    zoomTitle: '{car} ampliado',
    close: 'Cerrar',
  },
});
