import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import type { FinancingT } from '../i18n.ts';
import type { ProposalValues } from './proposalValues.ts';
import type { PostalLookup } from './usePostalLookup.ts';

/** What the proposal's fields are bound to. */
export interface ProposalFieldsState {
  t: FinancingT;
  values: ProposalValues;
  errors: Partial<Record<keyof ProposalValues, string>>;
  /** Errors show once the buyer tried to go on. */
  showErrors: boolean;
  /** Where the postal-code lookup stands: a postal code not found says so at once. */
  postal: PostalLookup;
  onChange: (field: keyof ProposalValues, value: string) => void;
}

/**
 * The proposal's field makers: a text field or a select bound to one value of the form, required
 * unless told, with its error once the buyer tried to go on (the postal code's 'not found' at once).
 */
export function proposalFields({ t, values, errors, showErrors, postal, onChange }: ProposalFieldsState) {
  const text = (
    field: keyof ProposalValues,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
    required = true,
  ) => (
    <TextField
      key={field}
      name={field}
      label={label}
      required={required}
      value={values[field]}
      onChange={(v) => onChange(field, v)}
      error={showErrors || (field === 'postalCode' && postal === 'notFound') ? errors[field] : undefined}
      {...extra}
    />
  );
  const select = (
    field: keyof ProposalValues,
    label: string,
    options: { value: string; label: string }[],
    required = true,
  ) => (
    <SelectField
      key={field}
      name={field}
      label={label}
      required={required}
      placeholder={t('select')}
      value={values[field]}
      options={options}
      onChange={(v) => onChange(field, v)}
      error={showErrors ? errors[field] : undefined}
    />
  );
  return { text, select };
}

/** The field makers of a proposal form. */
export type ProposalFields = ReturnType<typeof proposalFields>;
