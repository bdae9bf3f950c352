import { useId } from 'react';
import { useT } from '../../core/WidgetContext.tsx';
import { testDriveMessages } from './i18n.ts';
import { SLOTS, type Slot } from './slots.ts';

/** Morning or afternoon (seed 000 §9) as one radio group; slots the dealer does not work are disabled. */
export function SlotChoice(props: {
  value: Slot | '';
  onChange: (slot: Slot) => void;
  available: readonly Slot[];
  error?: string | undefined;
}) {
  const t = useT(testDriveMessages);
  const id = useId();
  return (
    <fieldset
      className="hub-fieldset"
      aria-describedby={props.error ? `${id}-error` : undefined}
      data-invalid={props.error ? '' : undefined}
    >
      <legend className="hub-legend">
        {t('slot')}
        <span className="hub-required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="hub-segmented">
        {SLOTS.map((slot) => (
          <label key={slot}>
            <input
              type="radio"
              name="slot"
              value={slot}
              checked={props.value === slot}
              disabled={!props.available.includes(slot)}
              aria-invalid={props.error ? true : undefined}
              onChange={() => props.onChange(slot)}
            />
            <span>{t(`slot.${slot}`)}</span>
          </label>
        ))}
      </div>
      {props.error && (
        <p className="hub-field-error" id={`${id}-error`} part="error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
