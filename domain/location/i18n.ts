import { defineMessages } from '../../core/i18n.ts';

/** Texts of the state and city choice (the retry button is the form kit's `LoadFailed`). */
export const locationMessages = defineMessages({
  'pt-BR': {
    state: 'Estado',
    statePlaceholder: 'Selecione o estado',
    city: 'Cidade',
    cityPlaceholder: 'Selecione a cidade',
    locationFailed: 'Não foi possível carregar estados e cidades.',
  },
  'es-AR': {
    state: 'Provincia',
    statePlaceholder: 'Seleccioná la provincia',
    city: 'Ciudad',
    cityPlaceholder: 'Seleccioná la ciudad',
    locationFailed: 'No fue posible cargar provincias y ciudades.',
  },
});
