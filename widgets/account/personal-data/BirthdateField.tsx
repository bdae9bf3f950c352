import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useT } from '../../../core/WidgetContext.tsx';
import { dateMask } from '../../../validators/index.ts';
import { personalDataMessages } from './i18n.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The birthdate, DD/MM/YYYY with its mask, and the hint that 18 or older is required. */
export function BirthdateField({ value, onChange, onBlur, error }: Props) {
  const t = useT(personalDataMessages);
  return (
    <TextField
      name="birthdate"
      label={t('birthdate')}
      hint={t('birthdateHint')}
      required
      mask={dateMask}
      inputMode="numeric"
      autoComplete="bday"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
