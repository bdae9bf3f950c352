import { useId } from 'react';

/** One choice of a {@link Segmented} group. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  /** A choice that cannot be taken now (e.g. a slot the dealer does not work). */
  disabled?: boolean;
}

/** Props of {@link Segmented}. */
export interface SegmentedProps<T extends string> {
  /** The radios' name. */
  name: string;
  legend: string;
  options: readonly SegmentedOption<T>[];
  /** The chosen value, or '' for none yet. */
  value: T | '';
  onChange: (value: T) => void;
  /** Marks the legend as required (the meaning of the mark is the form's "required" note). */
  required?: boolean;
  /** The group's message, beside the group. */
  error?: string | undefined;
  /** `list`: one choice a line, each a check-style row (long labels such as reasons); default `segmented`. */
  layout?: 'segmented' | 'list';
}

/**
 * A radio group drawn as segmented buttons (`.hub-segmented`), or as a list of rows (`layout="list"`):
 * native radios in a fieldset, so arrows move the choice and the legend names the group.
 */
export function Segmented<T extends string>(props: SegmentedProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const list = props.layout === 'list';
  return (
    <fieldset
      className="hub-fieldset"
      aria-describedby={props.error ? errorId : undefined}
      data-invalid={props.error ? '' : undefined}
    >
      <legend className="hub-legend">
        {props.legend}
        {props.required && (
          <span className="hub-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <div className={list ? 'hub-stack' : 'hub-segmented'}>
        {props.options.map((option) => (
          <label key={option.value} className={list ? 'hub-check' : undefined}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              disabled={option.disabled}
              aria-invalid={props.error ? true : undefined}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {props.error && (
        <p className="hub-field-error" id={errorId} part="error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
