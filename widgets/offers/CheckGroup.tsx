import { CheckField } from '../../core/form/fields/CheckField.tsx';

interface Props<T extends string> {
  name: string;
  legend: string;
  options: readonly T[];
  label: (value: T) => string;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A filter of several choices: checkboxes in a fieldset named by its legend; none ticked is no filter. */
export function CheckGroup<T extends string>({ name, legend, options, label, value, onChange }: Props<T>) {
  return (
    <fieldset className="hub-fieldset offers-checks">
      <legend className="hub-legend">{legend}</legend>
      {options.map((option) => (
        <CheckField
          key={option}
          name={name}
          checked={value.includes(option)}
          onChange={(on) => onChange(on ? [...value, option] : value.filter((v) => v !== option))}
        >
          {label(option)}
        </CheckField>
      ))}
    </fieldset>
  );
}
