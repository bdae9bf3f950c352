import type { PasswordChange } from '../../../api/users.payloads.ts';
import type { FormRules } from '../../../core/form/validateForm.ts';
import {
  CurrentPasswordSchema,
  PASSWORD_REQUIREMENTS,
  type PasswordRequirement,
  PasswordSchema,
  passwordConfirmationSchema,
  passwordIssues,
} from '../../../validators/index.ts';

/** The password change form. */
export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmation: string;
}

/** An empty password change. */
export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  password: '',
  confirmation: '',
};

/**
 * The rules of a password change (seed 000 §5): the current password required (8 or more), the new
 * one 8–16 with digit, lower, upper and special and none of < > + | / ? * \, the confirmation equal.
 */
export function passwordChangeRules(values: PasswordChangeValues): FormRules<PasswordChangeValues> {
  return {
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    confirmation: passwordConfirmationSchema(values.password),
  };
}

/** One line of the live checklist: a requirement (or the confirmation) and whether it is met. */
export interface ChecklistItem {
  id: PasswordRequirement | 'confirmation';
  met: boolean;
}

/** The live checklist of a new password: every requirement in order, then the confirmation. */
export function passwordChecklist(password: string, confirmation: string): ChecklistItem[] {
  const missing = passwordIssues(password);
  return [
    ...PASSWORD_REQUIREMENTS.map((id) => ({ id, met: !missing.includes(id) })),
    { id: 'confirmation', met: password !== '' && confirmation === password },
  ];
}

/** What `PUT signup/password` sends: the account's e-mail and the three passwords as typed. */
export function passwordChangeOf(email: string, values: PasswordChangeValues): PasswordChange {
  return { email, ...values };
}
