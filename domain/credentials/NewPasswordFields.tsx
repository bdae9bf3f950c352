import { TextField } from '../../core/form/fields/TextField.tsx';
import type { FormState } from '../../core/form/useFormState.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { credentialMessages, type PasswordPurpose } from './i18n.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** The two fields of a new password, as a form keeps them. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface Props<V extends NewPasswordValues> {
  /** The form that keeps `password` and `confirmation` (with `newPasswordRules` among its rules). */
  form: FormState<V>;
  /** The password field's label when it is not 'Senha' (e.g. 'Nova senha' in a change). */
  passwordLabel?: string;
  /** 'change' when the new password replaces the one in use: 'Nova senha', 'Confirme a nova senha'. */
  purpose?: PasswordPurpose;
}

/**
 * A new password and its confirmation (type password, autocomplete new-password) with the live
 * {@link PasswordChecklist} between them; the messages are the form's (validators/password schemas).
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  passwordLabel,
  purpose = 'create',
}: Props<V>) {
  const t = useT(credentialMessages);
  const change = purpose === 'change';
  const field = (name: keyof NewPasswordValues, label: string) => (
    <TextField
      name={name}
      type="password"
      label={label}
      required
      autoComplete="new-password"
      value={form.values[name]}
      onChange={(value) => form.update(name, value as V[typeof name])}
      onBlur={() => form.touch(name)}
      error={form.errors[name]}
    />
  );
  return (
    <div className="hub-stack">
      {field('password', passwordLabel ?? t(change ? 'changePassword' : 'password'))}
      <PasswordChecklist
        password={form.values.password}
        confirmation={form.values.confirmation}
        purpose={purpose}
      />
      {field('confirmation', t(change ? 'changeConfirmationLabel' : 'confirmationLabel'))}
    </div>
  );
}
