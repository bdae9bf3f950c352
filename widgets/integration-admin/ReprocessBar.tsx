import { useState } from 'react';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import type { IntegrationAdminT } from './i18n.ts';

interface Props {
  t: IntegrationAdminT;
  /** Errors on the page. */
  count: number;
  selectedCount: number;
  busy: boolean;
  onSelectPage: (on: boolean) => void;
  onReprocess: () => void;
}

/**
 * "Select all on this page", the count selected (announced politely) and the reprocess button; without
 * a selection nothing is sent and the reason is said.
 */
export function ReprocessBar({ t, count, selectedCount, busy, onSelectPage, onReprocess }: Props) {
  const [tried, setTried] = useState(false);
  const counted =
    selectedCount === 0
      ? t('selectedNone')
      : selectedCount === 1
        ? t('selectedOne')
        : t('selected', { count: selectedCount });
  return (
    <div className="hub-card hub-stack ia-bar">
      <div className="hub-row ia-bar-row">
        <CheckField name="select-page" checked={selectedCount === count} onChange={onSelectPage}>
          {t('selectPage')}
        </CheckField>
        <p className="hub-hint" role="status">
          {counted}
        </p>
        <button
          type="button"
          className="hub-button"
          part="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            setTried(selectedCount === 0);
            if (selectedCount > 0) onReprocess();
          }}
        >
          {busy ? t('reprocessing') : t('reprocess')}
        </button>
      </div>
      {tried && selectedCount === 0 && !busy && (
        <p className="hub-error" part="error" role="alert">
          {t('reprocessNone')}
        </p>
      )}
    </div>
  );
}
