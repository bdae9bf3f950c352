import { useT } from '../../core/WidgetContext.tsx';
import type { DealerSearchMode } from './dealerSearch.ts';
import { dealerMessages } from './i18n.ts';

/** The dealer picker's way-to-search switch: one radio group, arrow keys move between the ways. */
export function SearchModes(props: {
  modes: readonly DealerSearchMode[];
  mode: DealerSearchMode;
  onChange: (mode: DealerSearchMode) => void;
  name: string;
}) {
  const t = useT(dealerMessages);
  return (
    <fieldset className="hub-fieldset hub-span-all">
      <legend className="hub-legend">{t('searchBy')}</legend>
      <div className="hub-segmented">
        {props.modes.map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={props.name}
              value={mode}
              checked={props.mode === mode}
              onChange={() => props.onChange(mode)}
            />
            <span>{t(`mode.${mode}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
