import { defineMessages } from '../../core/i18n.ts';

/** Texts of the shared model and version choice (the retry button is the form kit's `LoadFailed`). */
export const modelMessages = defineMessages({
  'pt-BR': {
    model: 'Modelo',
    modelPlaceholder: 'Selecione o modelo',
    version: 'Versão',
    versionPlaceholder: 'Selecione a versão',
    modelsFailed: 'Não foi possível carregar os modelos.',
    brandNotSold:
      'Os veículos {brand} não são vendidos no Brasil. Conheça as outras marcas do grupo nas nossas concessionárias.',
  },
  'es-AR': {
    model: 'Modelo',
    modelPlaceholder: 'Seleccioná el modelo',
    version: 'Versión',
    versionPlaceholder: 'Seleccioná la versión',
    modelsFailed: 'No fue posible cargar los modelos.',
    brandNotSold:
      'Los vehículos {brand} no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.',
  },
});
