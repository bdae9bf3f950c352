import { Segmented } from '../../core/form/Segmented.tsx';
import { useT } from '../../core/WidgetContext.tsx';
import type { DealerSearchMode } from './dealerSearch.ts';
import { dealerMessages } from './i18n.ts';

/** The dealer picker's way-to-search switch: the kit's segmented radio group, arrow keys move between the ways. */
export function SearchModes(props: {
  modes: readonly DealerSearchMode[];
  mode: DealerSearchMode;
  onChange: (mode: DealerSearchMode) => void;
  name: string;
}) {
  const t = useT(dealerMessages);
  return (
    <div className="hub-span-all">
      <Segmented
        name={props.name}
        legend={t('searchBy')}
        options={props.modes.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
        value={props.mode}
        onChange={props.onChange}
      />
    </div>
  );
}
