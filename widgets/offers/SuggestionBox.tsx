import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../core/WidgetContext.tsx';
import { offersMessages } from './i18n.ts';
import { useSuggestions } from './useSuggestions.ts';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** A suggestion was chosen (Enter on it, or a click): the search runs with it. */
  onChoose: (text: string) => void;
}

/**
 * The search text with suggestions, a combobox by the WAI-ARIA 1.2 pattern (list autocomplete): the
 * list opens as suggestions arrive (aria-expanded), Down and Up move the active option
 * (aria-activedescendant, the focus stays in the input), Enter chooses it, Escape closes the list
 * and, when closed, clears the text. The count is announced.
 */
export function SuggestionBox({ value, onChange, onChoose }: Props) {
  const t = useT(offersMessages);
  const id = useId();
  const [chosen, setChosen] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value, chosen);
  const open = !closed && suggestions.length > 0;
  // A new list of suggestions starts with none active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on each new list
  useEffect(() => setActive(-1), [suggestions]);

  const choose = (text: string) => {
    setChosen(true);
    setActive(-1);
    onChange(text);
    onChoose(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setClosed(false);
      setActive((now) => (open ? (now + step + count) % count : step === 1 ? 0 : count - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(suggestions[active] as string);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setClosed(true);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onChange('');
      }
    }
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="hub-field offers-combobox" part="field">
      <label className="hub-label" part="label" htmlFor={`${id}-input`}>
        {t('text')}
      </label>
      <input
        id={`${id}-input`}
        className="hub-input"
        part="input"
        type="text"
        name="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => {
          setChosen(false);
          setClosed(false);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosed(true)}
      />
      <p id={`${id}-hint`} className="hub-hint">
        {t('textHint')}
      </p>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('suggestions')}
        className="offers-suggestions"
        hidden={!open}
      >
        {suggestions.map((text, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant): arrows, Enter, Escape
          <div
            key={text}
            tabIndex={-1}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-active={index === active || undefined}
            // The input keeps the focus: a press on an option must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(text)}
          >
            {text}
          </div>
        ))}
      </div>
      <p className="hub-visually-hidden" role="status">
        {open
          ? suggestions.length === 1
            ? t('suggestionsOne')
            : t('suggestionsCount', { count: suggestions.length })
          : ''}
      </p>
    </div>
  );
}
