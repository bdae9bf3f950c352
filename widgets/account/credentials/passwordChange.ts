import type { PasswordChange } from '../../../api/users.payloads.ts';
import type { FormRules } from '../../../core/form/validateForm.ts';
import type { NewPasswordValues } from '../../../domain/credentials/NewPasswordFields.tsx';
import { newPasswordRules } from '../../../domain/credentials/newPasswordRules.ts';
import { CurrentPasswordSchema } from '../../../validators/index.ts';

/** The password change form: the current password and the new one with its confirmation. */
export interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

/** An empty password change. */
export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  password: '',
  confirmation: '',
};

/**
 * The rules of a password change (seed 000 §5): the current password required (8 or more), then the
 * new password's rules of domain/credentials (8–16 with digit, lower, upper and special, none of
 * < > + | / ? * \, the confirmation equal).
 */
export const passwordChangeRules: FormRules<PasswordChangeValues> = {
  currentPassword: CurrentPasswordSchema,
  ...newPasswordRules<PasswordChangeValues>(),
};

/** What `PUT signup/password` sends: the account's e-mail and the three passwords as typed. */
export function passwordChangeOf(email: string, values: PasswordChangeValues): PasswordChange {
  return { email, ...values };
}
