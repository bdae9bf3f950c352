import type { MessageTable } from '../messageTable.ts';

/** Messages of the date and time rules. */
export const dateMessages = {
  'date.required': { 'pt-BR': 'Informe a data', 'es-AR': 'Ingresá la fecha' },
  'date.invalid': { 'pt-BR': 'Informe uma data válida', 'es-AR': 'Ingresá una fecha válida' },
  'date.tooOld': {
    'pt-BR': 'A data não pode ser de mais de 200 anos atrás',
    'es-AR': 'La fecha no puede ser de hace más de 200 años',
  },
  'date.window': {
    'pt-BR': 'A data deve estar dentro dos últimos {days} dias',
    'es-AR': 'La fecha tiene que estar dentro de los últimos {days} días',
  },
  'birthdate.required': {
    'pt-BR': 'Informe sua data de nascimento',
    'es-AR': 'Ingresá tu fecha de nacimiento',
  },
  'birthdate.invalid': {
    'pt-BR': 'Informe uma data de nascimento válida',
    'es-AR': 'Ingresá una fecha de nacimiento válida',
  },
  'birthdate.future': {
    'pt-BR': 'A data de nascimento não pode estar no futuro',
    'es-AR': 'La fecha de nacimiento no puede ser futura',
  },
  'birthdate.underage': {
    'pt-BR': 'É preciso ter 18 anos ou mais',
    'es-AR': 'Tenés que tener 18 años o más',
  },
  'time.required': { 'pt-BR': 'Informe o horário', 'es-AR': 'Ingresá el horario' },
  'time.invalid': {
    'pt-BR': 'Informe um horário válido (HH:mm)',
    'es-AR': 'Ingresá un horario válido (HH:mm)',
  },
} as const satisfies MessageTable;
