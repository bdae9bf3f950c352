import { type FormEvent, useRef, useState } from 'react';
import {
  ERROR_STATUSES,
  type ErrorFilters,
  INTEGRATED_SYSTEMS,
  JOURNEY_TYPES,
} from '../../api/integration.ts';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { checkFilters, type FilterProblems, NO_FILTERS } from './errorFilters.ts';
import type { IntegrationAdminT } from './i18n.ts';

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
  const set = (name: keyof ErrorFilters) => (value: string) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkFilters(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onApply(draft);
  };
  const options = <V extends string>(values: readonly V[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}_${value}` as Parameters<IntegrationAdminT>[0]) }));
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
      <SelectField
        name="status"
        label={t('status')}
        placeholder={t('any')}
        value={draft.status}
        options={options(ERROR_STATUSES, 'status')}
        onChange={set('status')}
      />
      <SelectField
        name="type"
        label={t('type')}
        placeholder={t('any')}
        value={draft.type}
        options={options(JOURNEY_TYPES, 'type')}
        onChange={set('type')}
      />
      <SelectField
        name="system"
        label={t('system')}
        placeholder={t('any')}
        value={draft.system}
        options={options(INTEGRATED_SYSTEMS, 'system')}
        onChange={set('system')}
      />
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
