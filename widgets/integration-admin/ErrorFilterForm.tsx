import { type FormEvent, useRef, useState } from 'react';
import {
  ERROR_STATUSES,
  type ErrorFilters,
  INTEGRATED_SYSTEMS,
  JOURNEY_TYPES,
} from '../../api/integration.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { checkFilters, type FilterProblems, NO_FILTERS } from './errorFilters.ts';
import type { IntegrationAdminT } from './i18n.ts';

/** The filters chosen from a list: the field, which is also its label's and its values' key. */
const SELECTS: [name: 'status' | 'type' | 'system', values: readonly string[]][] = [
  ['status', ERROR_STATUSES],
  ['type', JOURNEY_TYPES],
  ['system', INTEGRATED_SYSTEMS],
];

interface Props {
  t: IntegrationAdminT;
  applied: ErrorFilters;
  onApply: (filters: ErrorFilters) => void;
}

/**
 * The error list's filters: status, journey type, system, dates and a search; a final date before the
 * initial one is refused beside the field (focused) and nothing is sent.
 */
export function ErrorFilterForm({ t, applied, onApply }: Props) {
  const [draft, setDraft] = useState<ErrorFilters>(applied);
  const [problems, setProblems] = useState<FilterProblems>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfter();
  const set = (name: keyof ErrorFilters) => (value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFilters(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      return;
    }
    onApply(draft);
  };
  const problem = (name: keyof ErrorFilters) => {
    const key = problems[name];
    return key ? t(key) : null;
  };
  return (
    <form
      ref={formRef}
      className="hub-card ia-filters"
      part="form"
      aria-label={t('filtersLegend')}
      noValidate
      onSubmit={submit}
    >
      {SELECTS.map(([name, values]) => (
        <SelectField
          key={name}
          name={name}
          label={t(name)}
          placeholder={t('any')}
          value={draft[name]}
          options={values.map((value) => ({
            value,
            label: t(`${name}_${value}` as Parameters<IntegrationAdminT>[0]),
          }))}
          onChange={set(name)}
        />
      ))}
      <TextField name="from" type="date" label={t('from')} value={draft.from} onChange={set('from')} />
      <TextField
        name="to"
        type="date"
        label={t('to')}
        value={draft.to}
        onChange={set('to')}
        error={problem('to')}
      />
      <TextField
        name="search"
        type="search"
        label={t('search')}
        hint={t('searchHint')}
        value={draft.search}
        onChange={set('search')}
        maxLength={80}
      />
      <div className="hub-row ia-filter-actions">
        <button type="submit" className="hub-button" part="button">
          {t('apply')}
        </button>
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={() => {
            setDraft(NO_FILTERS);
            setProblems({});
            onApply(NO_FILTERS);
          }}
        >
          {t('clear')}
        </button>
      </div>
    </form>
  );
}
