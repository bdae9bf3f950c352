import { useState } from 'react';
import { BULK_STATUSES, type BulkStatus } from '../../api/offerAdmin.ts';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { SelectField } from '../../core/form/fields/SelectField.tsx';
import type { OffersAdminT } from './i18n.ts';

interface Props {
  t: OffersAdminT;
  count: number;
  selectedCount: number;
  onSelectAll: (on: boolean) => void;
  onApply: (status: BulkStatus) => void;
}

/**
 * One status for the selected offers (`update-status`): "select all", the count selected announced
 * politely, the status and the button; nothing is sent without a selection and a status.
 */
export function BulkBar({ t, count, selectedCount, onSelectAll, onApply }: Props) {
  const [status, setStatus] = useState<'' | BulkStatus>('');
  const [tried, setTried] = useState(false);
  const counted =
    selectedCount === 0
      ? t('selectedNone')
      : selectedCount === 1
        ? t('selectedOne')
        : t('selected', { count: selectedCount });
  const statusError = tried && !status ? t('bulkPick') : null;
  return (
    <fieldset className="hub-fieldset hub-card offers-admin-bulk">
      <legend className="hub-label" part="label">
        {t('bulkLegend')}
      </legend>
      <CheckField name="select-all" checked={count > 0 && selectedCount === count} onChange={onSelectAll}>
        {t('selectAll')}
      </CheckField>
      <p className="hub-hint" role="status">
        {counted}
      </p>
      <div className="hub-row">
        <SelectField
          name="bulk-status"
          label={t('bulkTo')}
          placeholder={t('choose')}
          value={status}
          options={BULK_STATUSES.map((value) => ({ value, label: t(`bulk_${value}`) }))}
          onChange={(value) => setStatus(value as '' | BulkStatus)}
          error={statusError}
        />
        <button
          type="button"
          className="hub-button"
          part="button"
          onClick={() => {
            setTried(true);
            if (selectedCount > 0 && status) onApply(status);
          }}
        >
          {t('bulkApply')}
        </button>
      </div>
      {tried && selectedCount === 0 && (
        <p className="hub-error" part="error" role="alert">
          {t('bulkNone')}
        </p>
      )}
    </fieldset>
  );
}
