import { TextField } from '../../core/form/fields/TextField.tsx';
import type { FormState } from '../../core/form/useFormState.ts';
import type { SignUpT } from './i18n.ts';

/** The e-mail field of the sign-up screens, over a form that keeps `email`. */
export function EmailField<V extends { email: string }>({ t, form }: { t: SignUpT; form: FormState<V> }) {
  return (
    <TextField
      name="email"
      type="email"
      label={t('email')}
      required
      autoComplete="username"
      inputMode="email"
      value={form.values.email}
      onChange={(value) => form.update('email', value as V['email'])}
      onBlur={() => form.touch('email')}
      error={form.errors.email}
    />
  );
}
