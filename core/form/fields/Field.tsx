import { type ReactNode, useId } from 'react';

/** Ids and ARIA wiring a control inside a {@link Field} receives. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** Marker shown after required labels (e.g. "*"); its meaning is given by `aria-required`. */
  requiredMark?: string;
  /** `status` when the message arrives on its own (a lookup's answer), so it is announced. */
  errorRole?: 'status' | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: label, control, hint and the error beside the field, wired with
 * `aria-describedby` / `aria-invalid`, and `data-invalid` for CSS.
 */
export function Field({ label, error, hint, required, requiredMark = '*', errorRole, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="hub-field" part="field" data-invalid={error ? '' : undefined}>
      <label className="hub-label" htmlFor={id} part="label">
        {label}
        {required && (
          <span className="hub-required" aria-hidden="true">
            {` ${requiredMark}`}
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p className="hub-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="hub-field-error" id={errorId} part="error" role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}
