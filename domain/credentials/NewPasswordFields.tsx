import { TextField } from '../../core/form/fields/TextField.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import { credentialMessages } from './i18n.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** The two fields of a new password, as a form keeps them. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

interface Props {
  values: NewPasswordValues;
  errors: Partial<Record<keyof NewPasswordValues, string>>;
  onChange: (field: keyof NewPasswordValues, value: string) => void;
  onBlur: (field: keyof NewPasswordValues) => void;
  /** The password field's label when it is not 'Senha' (e.g. 'Nova senha' in a change). */
  passwordLabel?: string;
}

/**
 * A new password and its confirmation (type password, autocomplete new-password) with the live
 * {@link PasswordChecklist} between them; the messages are the form's (validators/password schemas).
 */
export function NewPasswordFields({ values, errors, onChange, onBlur, passwordLabel }: Props) {
  const t = useT(credentialMessages);
  return (
    <div className="hub-stack">
      <TextField
        name="password"
        type="password"
        label={passwordLabel ?? t('password')}
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        onBlur={() => onBlur('password')}
        error={errors.password}
      />
      <PasswordChecklist password={values.password} confirmation={values.confirmation} />
      <TextField
        name="confirmation"
        type="password"
        label={t('confirmationLabel')}
        required
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(value) => onChange('confirmation', value)}
        onBlur={() => onBlur('confirmation')}
        error={errors.confirmation}
      />
    </div>
  );
}
