import { Field } from './Field.tsx';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  placeholder: string;
  error?: string | null | undefined;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  busy?: boolean;
  autoComplete?: string;
}

/** A native select inside a {@link Field}, with a placeholder option. */
export function SelectField(props: SelectFieldProps) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint} required={props.required}>
      {(control) => (
        <select
          {...control}
          className="hub-input"
          part="input"
          name={props.name}
          value={props.value}
          disabled={props.disabled}
          aria-busy={props.busy || undefined}
          autoComplete={props.autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
