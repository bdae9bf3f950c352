import type { ReactNode } from 'react';

interface CheckFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  describedBy?: string | undefined;
}

/** A checkbox with its label text, as one 24 px+ target. */
export function CheckField({ name, checked, onChange, children, describedBy }: CheckFieldProps) {
  return (
    <label className="hub-check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
