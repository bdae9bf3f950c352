import { CheckField } from '../../core/form/fields/CheckField.tsx';

interface Props {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Several choices of a vocabulary (stamps, parts, categories, features) as a group of checkboxes. */
export function ChoiceGroup({ name, legend, options, value, onChange }: Props) {
  return (
    <fieldset className="hub-fieldset offers-admin-choices" part="field">
      <legend className="hub-label" part="label">
        {legend}
      </legend>
      {options.map((option) => (
        <CheckField
          key={option.value}
          name={`${name}-${option.value}`}
          checked={value.includes(option.value)}
          onChange={(on) =>
            onChange(on ? [...value, option.value] : value.filter((chosen) => chosen !== option.value))
          }
        >
          {option.label}
        </CheckField>
      ))}
    </fieldset>
  );
}
