import { defineMessages, type Translate } from '../../../core/i18n.ts';

/**
 * Texts of the credentials section (the rules' own words are validators/password's). Seed message
 * verbatim: 'Um erro ocorreu, tente novamente'.
 */
export const credentialsMessages = defineMessages({
  'pt-BR': {
    title: 'Senha',
    intro: 'Para trocar a senha, informe a atual e a nova.',
    currentPassword: 'Senha atual',
    password: 'Nova senha',
    confirmation: 'Confirme a nova senha',
    checklist: 'Requisitos da nova senha',
    confirmationRule: 'Confirmação igual à nova senha',
    met: 'atendido',
    missing: 'pendente',
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
    password: 'Nueva contraseña',
    confirmation: 'Confirmá la nueva contraseña',
    checklist: 'Requisitos de la nueva contraseña',
    confirmationRule: 'Confirmación igual a la nueva contraseña',
    met: 'cumplido',
    missing: 'pendiente',
    save: 'Cambiar contraseña',
    saving: 'Cambiando…',
    retry: 'Intentar de nuevo',
    changed: 'Tu contraseña se cambió.',
    wrongCurrent: 'La contraseña actual no coincide.',
    failure: 'Ocurrió un error, intentá de nuevo',
    requiredNote: 'Los campos con * son obligatorios.',
  },
});

/** The translator of {@link credentialsMessages}. */
export type CredentialsT = Translate<(typeof credentialsMessages)['pt-BR']>;
