import { defineMessages } from '../../core/i18n.ts';

/** Texts of the shared model and version choice. */
export const modelMessages = defineMessages({
  'pt-BR': {
    model: 'Modelo',
    modelPlaceholder: 'Selecione o modelo',
    version: 'Versão',
    versionPlaceholder: 'Selecione a versão',
    modelsFailed: 'Não foi possível carregar os modelos.',
    retry: 'Tentar novamente',
  },
  'es-AR': {
    model: 'Modelo',
    modelPlaceholder: 'Seleccioná el modelo',
    version: 'Versión',
    versionPlaceholder: 'Seleccioná la versión',
    modelsFailed: 'No fue posible cargar los modelos.',
    retry: 'Intentar de nuevo',
  },
});
