import { defineMessages } from '../../../core/i18n.ts';

/**
 * Texts of the credentials section (the new password's fields and checklist are domain/credentials'). Seed message
 * verbatim: 'Um erro ocorreu, tente novamente'.
 */
export const credentialsMessages = defineMessages({
  'pt-BR': {
    title: 'Senha',
    intro: 'Para trocar a senha, informe a atual e a nova.',
    currentPassword: 'Senha atual',
    save: 'Trocar senha',
    saving: 'Trocando…',
    retry: 'Tentar novamente',
    changed: 'Sua senha foi trocada.',
    wrongCurrent: 'A senha atual não confere.',
    failure: 'Um erro ocorreu, tente novamente',
    requiredNote: 'Campos com * são obrigatórios.',
  },
  'es-AR': {
    title: 'Contraseña',
    intro: 'Para cambiar la contraseña, ingresá la actual y la nueva.',
    currentPassword: 'Contraseña actual',
    save: 'Cambiar contraseña',
    saving: 'Cambiando…',
    retry: 'Intentar de nuevo',
    changed: 'Tu contraseña se cambió.',
    wrongCurrent: 'La contraseña actual no coincide.',
    failure: 'Ocurrió un error, intentá de nuevo',
    requiredNote: 'Los campos con * son obligatorios.',
  },
});
