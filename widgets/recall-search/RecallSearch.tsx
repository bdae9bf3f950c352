import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { useWidget } from '../../core/WidgetContext.tsx';
import { chassisMask, plateMaskFor } from '../../validators/index.ts';
import type { SearchBy } from './query.ts';
import { RecallCampaigns } from './RecallCampaigns.tsx';
import { RecallResults } from './RecallResults.tsx';
import type { RecallSearchProps } from './recall-search.spec.ts';
import { ScannerPanel } from './ScannerPanel.tsx';
import { useRecallSearch } from './useRecallSearch.ts';

export type { RecallSearchProps } from './recall-search.spec.ts';

const SEARCH_BY: readonly SearchBy[] = ['plate', 'chassis'];

/** Recall lookup by plate or chassis (typed or read by the camera), with vouchers, updates and campaigns. */
export function RecallSearch({ chatBot, hideCampaigns }: RecallSearchProps) {
  const { context } = useWidget();
  const search = useRecallSearch(chatBot || undefined);
  const { t, by, value, error, status, result } = search;
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scanId = useId();

  // After an answer, focus moves to it (after a refused search the form kit focuses the field).
  useEffect(() => {
    if (status === 'found') resultsRef.current?.focus();
    if (status === 'failed' || status === 'not-found') failureRef.current?.focus();
  }, [status]);

  const submit = () => {
    setScanned(null);
    void search.search();
  };
  const onDetected = (vin: string) => {
    setScanning(false);
    setScanned(vin);
    search.searchVin(vin);
  };
  const busy = status === 'searching';

  return (
    <div className="hub-stack recall-search" aria-busy={busy || undefined}>
      <h2 className="hub-title" id={titleId}>
        {t('title')}
      </h2>
      <p className="hub-text-muted">{t('intro')}</p>
      <form
        className="hub-stack"
        part="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) submit();
        }}
      >
        <Segmented
          name="searchBy"
          legend={t('searchBy')}
          options={SEARCH_BY.map((option) => ({ value: option, label: t(`by.${option}`) }))}
          value={by}
          onChange={search.setBy}
        />
        <TextField
          key={by}
          name="recall-query"
          label={t(`label.${by}`)}
          hint={t(`hint.${by}`)}
          required
          value={value}
          onChange={search.setValue}
          mask={by === 'plate' ? plateMaskFor(context.market) : chassisMask}
          autoComplete="off"
          error={error}
        />
        <div className="hub-row">
          <button
            type="submit"
            className="hub-button"
            part="button"
            aria-disabled={busy || undefined}
            data-loading={busy ? '' : undefined}
          >
            {busy ? t('searching') : t('search')}
          </button>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-expanded={scanning}
            aria-controls={scanning ? scanId : undefined}
            onClick={() => setScanning((open) => !open)}
          >
            {scanning ? t('scanClose') : t('scan')}
          </button>
        </div>
      </form>
      {scanning && (
        <section id={scanId} className="hub-card recall-scanner" aria-label={t('scan')}>
          <ScannerPanel onDetected={onDetected} t={t} />
        </section>
      )}
      <p className="hub-visually-hidden" role="status">
        {scanned && busy ? t('scanned', { vin: scanned }) : ''}
      </p>
      {(status === 'failed' || status === 'not-found') && (
        <div
          className="hub-alert recall-failure"
          data-tone="error"
          role="alert"
          part="alert"
          tabIndex={-1}
          ref={failureRef}
        >
          <p className="hub-subtitle">{status === 'failed' ? t('failure') : t('notFound')}</p>
          <p>{status === 'failed' ? t('failureDetail') : t('notFoundDetail')}</p>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={submit}
          >
            {t('retry')}
          </button>
        </div>
      )}
      {status === 'found' && result && <RecallResults result={result} t={t} ref={resultsRef} />}
      {!hideCampaigns && <RecallCampaigns t={t} />}
    </div>
  );
}
