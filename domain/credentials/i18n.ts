import { defineMessages, type Translate } from '../../core/i18n.ts';

/**
 * Texts of the password checklist (the requirement lines themselves are the validators' messages
 * `password.rule.*`, so the checklist and the field's message never disagree).
 */
export const credentialMessages = defineMessages({
  'pt-BR': {
    password: 'Senha',
    confirmation: 'Confirmação igual à senha',
    confirmationLabel: 'Confirme a senha',
    checklist: 'Requisitos da senha',
    met: 'atendido',
    missing: 'pendente',
  },
  'es-AR': {
    password: 'Contraseña',
    confirmationLabel: 'Confirmá la contraseña',
    checklist: 'Requisitos de la contraseña',
    confirmation: 'La confirmación coincide con la contraseña',
    met: 'cumplido',
    missing: 'pendiente',
  },
});

/** The translator of {@link credentialMessages}. */
export type CredentialT = Translate<(typeof credentialMessages)['pt-BR']>;
