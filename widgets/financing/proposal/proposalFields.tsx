import { type ContactField, ContactFields } from '../../../core/form/ContactFields.tsx';
import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import type { FinancingT } from '../i18n.ts';
import type { ProposalValues } from './proposalValues.ts';
import type { ProposalErrors } from './validateProposal.ts';

/** What the proposal's fields are bound to. */
export interface ProposalFieldsState {
  t: FinancingT;
  values: ProposalValues;
  /** The messages to show (the form's, once the buyer tried to go on). */
  errors: ProposalErrors;
  onChange: (field: keyof ProposalValues, value: string) => void;
}

/** Messages show once the buyer tried to go on (the seed's 'AINDA EXISTEM CAMPOS…'), not on leaving a field. */
const noTouch = () => undefined;

/**
 * The proposal's field makers (over the kit's `TextField`, `SelectField` and `ContactFields`): a text
 * field or a select bound to one value of the form, required unless told, with its message; the
 * buyer's contact fields (name, CPF — CUIL in Argentina —, e-mail, mobile) in the order given.
 */
export function proposalFields({ t, values, errors, onChange }: ProposalFieldsState) {
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
      error={errors[field]}
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
      error={errors[field]}
    />
  );
  const contact = (fields: readonly Exclude<ContactField, 'document'>[]) => (
    <ContactFields
      fields={fields}
      values={values}
      errors={errors}
      onChange={onChange}
      onTouch={noTouch}
      documentRequired
    />
  );
  return { text, select, contact };
}

/** The field makers of a proposal form. */
export type ProposalFields = ReturnType<typeof proposalFields>;
