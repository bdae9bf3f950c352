import type { HTMLInputTypeAttribute } from 'react';
import type { MaskOptions } from '../../../validators/masks/types.ts';
import { useMaskedInput } from '../../../validators/masks/useMaskedInput.ts';
import { Field, type FieldControlProps } from './Field.tsx';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  /** `status` when the message arrives on its own (a lookup's answer), so it is announced. */
  errorRole?: 'status' | undefined;
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  /** An imask definition from validators/masks; the stored value is the masked text. */
  mask?: MaskOptions;
  maxLength?: number;
  multiline?: boolean;
}

function MaskedInput(props: TextFieldProps & { control: FieldControlProps }) {
  const ref = useMaskedInput(props.mask!, props.value, (masked) => props.onChange(masked));
  return (
    <input
      {...props.control}
      ref={ref}
      className="hub-input"
      part="input"
      name={props.name}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      defaultValue={props.value}
      onBlur={props.onBlur}
    />
  );
}

/** A text input (optionally masked) or textarea inside a {@link Field}. */
export function TextField(props: TextFieldProps) {
  return (
    <Field
      label={props.label}
      error={props.error}
      errorRole={props.errorRole}
      hint={props.hint}
      required={props.required}
    >
      {(control) =>
        props.mask ? (
          <MaskedInput {...props} control={control} />
        ) : props.multiline ? (
          <textarea
            {...control}
            className="hub-input"
            part="input"
            name={props.name}
            value={props.value}
            maxLength={props.maxLength}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
            rows={4}
          />
        ) : (
          <input
            {...control}
            className="hub-input"
            part="input"
            name={props.name}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            value={props.value}
            maxLength={props.maxLength}
            onChange={(event) => props.onChange(event.target.value)}
            onBlur={props.onBlur}
          />
        )
      }
    </Field>
  );
}
