import type { MessageTable } from '../messageTable.ts';

/** Messages of the used-car fields (seed 000 §5: mileage, model, version, year required). */
export const vehicleMessages = {
  'mileage.required': { 'pt-BR': 'Informe a quilometragem', 'es-AR': 'Ingresá el kilometraje' },
  'mileage.invalid': {
    'pt-BR': 'Informe a quilometragem usando apenas números',
    'es-AR': 'Ingresá el kilometraje usando solo números',
  },
  'model.required': { 'pt-BR': 'Selecione o modelo', 'es-AR': 'Seleccioná el modelo' },
  'version.required': { 'pt-BR': 'Selecione a versão', 'es-AR': 'Seleccioná la versión' },
  'modelYear.required': { 'pt-BR': 'Informe o ano', 'es-AR': 'Ingresá el año' },
  'modelYear.invalid': { 'pt-BR': 'Informe um ano válido', 'es-AR': 'Ingresá un año válido' },
} as const satisfies MessageTable;
