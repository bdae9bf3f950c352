import type { MessageTable } from '../messageTable.ts';

/** Messages of the password rules, including one line per requirement for a checklist. */
export const passwordMessages = {
  'password.required': { 'pt-BR': 'Informe a senha', 'es-AR': 'Ingresá la contraseña' },
  'password.invalid': {
    'pt-BR':
      'A senha deve ter de 8 a 16 caracteres, com número, letra minúscula, letra maiúscula e caractere especial',
    'es-AR':
      'La contraseña tiene que tener de 8 a 16 caracteres, con un número, una minúscula, una mayúscula y un carácter especial',
  },
  'password.forbidden': {
    'pt-BR': 'A senha não pode conter os caracteres < > + | / ? * \\',
    'es-AR': 'La contraseña no puede tener los caracteres < > + | / ? * \\',
  },
  'password.rule.length': { 'pt-BR': 'De 8 a 16 caracteres', 'es-AR': 'De 8 a 16 caracteres' },
  'password.rule.digit': { 'pt-BR': 'Pelo menos um número', 'es-AR': 'Al menos un número' },
  'password.rule.lowercase': { 'pt-BR': 'Pelo menos uma letra minúscula', 'es-AR': 'Al menos una minúscula' },
  'password.rule.uppercase': { 'pt-BR': 'Pelo menos uma letra maiúscula', 'es-AR': 'Al menos una mayúscula' },
  'password.rule.special': {
    'pt-BR': 'Pelo menos um caractere especial (ex.: ! @ # $ %)',
    'es-AR': 'Al menos un carácter especial (p. ej.: ! @ # $ %)',
  },
  'password.rule.forbidden': {
    'pt-BR': 'Sem os caracteres < > + | / ? * \\',
    'es-AR': 'Sin los caracteres < > + | / ? * \\',
  },
  'passwordConfirmation.required': { 'pt-BR': 'Confirme a senha', 'es-AR': 'Confirmá la contraseña' },
  'passwordConfirmation.mismatch': {
    'pt-BR': 'As senhas não conferem',
    'es-AR': 'Las contraseñas no coinciden',
  },
  'currentPassword.required': { 'pt-BR': 'Informe a senha atual', 'es-AR': 'Ingresá tu contraseña actual' },
  'currentPassword.tooShort': {
    'pt-BR': 'A senha atual tem pelo menos 8 caracteres',
    'es-AR': 'Tu contraseña actual tiene al menos 8 caracteres',
  },
} as const satisfies MessageTable;
