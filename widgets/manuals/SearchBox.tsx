import { useState } from 'react';
import { TextField } from '../../core/form/fields/TextField.tsx';
import type { ManualsT } from './i18n.ts';

interface Props {
  t: ManualsT;
  /** The search's accessible name. */
  label: string;
  busy: boolean;
  onSearch: (text: string) => void;
}

/**
 * The manuals search: one field (model, year or name) and its button, a form named by `label`; Enter
 * searches. What was typed stays after a failure.
 */
export function SearchBox({ t, label, busy, onSearch }: Props) {
  const [text, setText] = useState('');
  return (
    <form
      aria-label={label}
      className="hub-field-row"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        name="text"
        type="search"
        label={t('searchLabel')}
        hint={t('searchHint')}
        value={text}
        onChange={setText}
      />
      <button type="submit" className="hub-button" part="button" aria-disabled={busy || undefined}>
        {t('search')}
      </button>
    </form>
  );
}
