import { useId } from 'react';

interface SliderProps {
  name: string;
  label: string;
  /** Index into `values` (sliders over a list) — or the value itself when `values` is null. */
  value: number;
  min: number;
  max: number;
  step: number;
  /** What the slider shows and announces for a value (currency, term…). */
  valueText: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * A native range input with its label and current value: arrows, Page Up/Down, Home and End work as
 * the browser gives them; `aria-valuetext` says the value in words (currency, months).
 */
export function Slider(props: SliderProps) {
  const id = useId();
  const text = props.valueText(props.value);
  return (
    <div className="fin-slider hub-field">
      <div className="fin-slider-head">
        <label className="hub-label" htmlFor={id}>
          {props.label}
        </label>
        <output htmlFor={id} className="fin-slider-value" aria-hidden="true">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={props.name}
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        aria-valuetext={text}
        disabled={props.disabled}
        onChange={(event) => props.onChange(Number(event.target.value))}
        part="slider"
      />
      <div className="fin-slider-scale hub-text-muted" aria-hidden="true">
        <span>{props.valueText(props.min)}</span>
        <span>{props.valueText(props.max)}</span>
      </div>
    </div>
  );
}
