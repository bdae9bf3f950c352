import type { FormRules } from '../../core/form/validateForm.ts';
import { PasswordSchema, passwordConfirmationSchema, validateField } from '../../validators/index.ts';
import type { NewPasswordValues } from './NewPasswordFields.tsx';

/**
 * The rules of {@link NewPasswordFields} for `validateForm`: the seed's password rules, then the
 * confirmation equal to the password.
 */
export function newPasswordRules<V extends NewPasswordValues>(): FormRules<V, keyof NewPasswordValues> {
  return {
    password: PasswordSchema,
    confirmation: (values, market) =>
      validateField(passwordConfirmationSchema(values.password), values.confirmation, market),
  };
}
