import type { FormRules } from '../../core/form/validateForm.ts';
import type { NewPasswordValues } from '../../domain/credentials/NewPasswordFields.tsx';
import { newPasswordRules } from '../../domain/credentials/newPasswordRules.ts';
import { EmailSchema, FullNameSchema, PasswordSchema, validateField } from '../../validators/index.ts';

/** What the sign-up form keeps. */
export interface SignUpValues extends NewPasswordValues {
  name: string;
  email: string;
}

/** What the sign-in form keeps. */
export interface SignInValues {
  email: string;
  password: string;
}

/** What the confirm form keeps: the e-mailed code and the new password. */
export interface ConfirmValues extends NewPasswordValues {
  code: string;
}

/** Sign-up: full name, e-mail, the seed's password rules and the confirmation. */
export const signUpRules: FormRules<SignUpValues> = {
  name: FullNameSchema,
  email: EmailSchema,
  ...newPasswordRules<SignUpValues>(),
};

/** Sign-in: an e-mail and a password typed (the service judges it; no rule beyond 'required'). */
export const signInRules: FormRules<SignInValues> = {
  email: EmailSchema,
  password: (values, market) => (values.password === '' ? validateField(PasswordSchema, '', market) : null),
};

/** Forgotten password and create password: the e-mail. */
export const emailRules: FormRules<{ email: string }> = { email: EmailSchema };

/** Confirm: the code (required, message given by the form) and the new password. */
export function confirmRules(codeRequired: string): FormRules<ConfirmValues> {
  return {
    code: (values) => (values.code.trim() === '' ? codeRequired : null),
    ...newPasswordRules<ConfirmValues>(),
  };
}

/** Create password: the e-mail and the new password. */
export const createPasswordRules: FormRules<NewPasswordValues & { email: string }> = {
  email: EmailSchema,
  ...newPasswordRules<NewPasswordValues & { email: string }>(),
};
