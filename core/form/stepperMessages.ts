import { defineMessages } from '../i18n.ts';

/**
 * The stepper's texts, apart from the form kit's contact texts (core/form/i18n.ts) so that a flow's
 * first screen does not load the contact kit only to say which step it is on.
 */
export const stepperMessages = defineMessages({
  'pt-BR': {
    stepDone: 'Etapa concluída',
    stepOf: 'Etapa {n} de {total}',
  },
  'es-AR': {
    stepDone: 'Paso completado',
    stepOf: 'Paso {n} de {total}',
  },
});
