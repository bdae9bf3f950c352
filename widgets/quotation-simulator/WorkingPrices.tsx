import { useState } from 'react';
import { workingPriceCsv, workingPriceVisualizer } from '../../api/reporting.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { saveBlob } from '../../domain/documents/saveBlob.ts';
import type { QuotationT } from './i18n.ts';

/** The dealer's working prices for its manager (`working-price/visualizer`) and their CSV download. */
export function WorkingPrices({
  dealerCode,
  t,
  money,
}: {
  dealerCode: string;
  t: QuotationT;
  money: (n: number) => string;
}) {
  const { context } = useWidget();
  const rows = useResource(`prices:${dealerCode}`, (signal) =>
    workingPriceVisualizer(context, dealerCode, signal),
  );
  const [failed, setFailed] = useState(false);
  const csv = async () => {
    setFailed(false);
    try {
      saveBlob(await workingPriceCsv(context, dealerCode), `working-prices-${dealerCode}.csv`);
    } catch {
      setFailed(true);
    }
  };
  return (
    <details className="hub-card">
      <summary>{t('pricesTitle')}</summary>
      {rows.status === 'error' && (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={rows.retry} />
      )}
      {rows.status === 'success' && (
        <div className="hub-stack">
          <table className="qs-doc">
            <caption>{t('pricesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pricesVersion')}</th>
                <th scope="col">{t('pricesList')}</th>
                <th scope="col">{t('pricesWorking')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((row) => (
                <tr key={row.mvsCode}>
                  <th scope="row">{row.description}</th>
                  <td>{money(row.listPrice)}</td>
                  <td>{row.workingPrice === null ? t('pricesNone') : money(row.workingPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => void csv()}
          >
            {t('pricesCsv')}
          </button>
          {failed && (
            <p className="hub-alert" data-tone="error" role="alert">
              {t('loadFailed')}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
