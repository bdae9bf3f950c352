import { defineMessages, type Translate } from '../../core/i18n.ts';

/**
 * Texts of the password checklist (the requirement lines themselves are the validators' messages
 * `password.rule.*`, so the checklist and the field's message never disagree). The `change*` texts
 * word the same fields when the buyer changes the password in use.
 */
export const credentialMessages = defineMessages({
  'pt-BR': {
    password: 'Senha',
    confirmation: 'Confirmação igual à senha',
    confirmationLabel: 'Confirme a senha',
    checklist: 'Requisitos da senha',
    met: 'atendido',
    missing: 'pendente',
    changePassword: 'Nova senha',
    changeConfirmation: 'Confirmação igual à nova senha',
    changeConfirmationLabel: 'Confirme a nova senha',
    changeChecklist: 'Requisitos da nova senha',
  },
  'es-AR': {
    password: 'Contraseña',
    confirmationLabel: 'Confirmá la contraseña',
    checklist: 'Requisitos de la contraseña',
    confirmation: 'La confirmación coincide con la contraseña',
    met: 'cumplido',
    missing: 'pendiente',
    changePassword: 'Nueva contraseña',
    changeConfirmation: 'La confirmación coincide con la nueva contraseña',
    changeConfirmationLabel: 'Confirmá la nueva contraseña',
    changeChecklist: 'Requisitos de la nueva contraseña',
  },
});

/**
 * What the new password is for: a first one ('Senha') or a change of the one in use ('Nova senha'),
 * which words the labels and the checklist.
 */
export type PasswordPurpose = 'create' | 'change';

/** The translator of {@link credentialMessages}. */
export type CredentialT = Translate<(typeof credentialMessages)['pt-BR']>;
