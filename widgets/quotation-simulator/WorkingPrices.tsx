import { useEffect, useRef, useState } from 'react';
import { workingPriceCsv } from '../../api/reporting.ts';
import { useActionFailure } from '../../core/form/failureText.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { saveBlob } from '../../domain/documents/saveBlob.ts';
import type { QuotationT } from './i18n.ts';
import { WorkingPriceForm } from './WorkingPriceForm.tsx';
import { loadWorkingPriceTable, type WorkingPriceLine, withWorkingPrice } from './workingPriceTable.ts';

/**
 * The dealer's working prices for its manager: each version's list price, the dealer's price and the
 * working price (`working-price/visualizer`, `dealers/price`, `dealers/working-price`), a version's
 * working price set or changed in a form below the table (announced politely, the row updated), and
 * the CSV download.
 */
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
  const table = useResource(`prices:${dealerCode}`, (signal) =>
    loadWorkingPriceTable(context, dealerCode, signal),
  );
  const [saved, setSaved] = useState<Record<string, number>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // The CSV download's last failure (a throw may be anything): a rate limit holds the button for its wait.
  const [csvFailed, setCsvFailed] = useState<{ failure: unknown } | null>(null);
  const csvHeld = useActionFailure(csvFailed?.failure, t('loadFailed'));
  // Back from the form (saved or cancelled): the focus returns to the row's button.
  const returnTo = useRef<string | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (editing !== null || !returnTo.current) return;
    body.current?.querySelector<HTMLElement>(`[data-mvs="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [editing]);
  const close = (mvsCode: string) => {
    returnTo.current = mvsCode;
    setEditing(null);
  };
  const csv = async () => {
    setCsvFailed(null);
    try {
      saveBlob(await workingPriceCsv(context, dealerCode), `working-prices-${dealerCode}.csv`);
    } catch (failure) {
      setCsvFailed({ failure });
    }
  };
  const lines: WorkingPriceLine[] =
    table.status === 'success'
      ? table.data.map((line) =>
          saved[line.mvsCode] === undefined ? line : withWorkingPrice(line, saved[line.mvsCode] as number),
        )
      : [];
  const current = lines.find((line) => line.mvsCode === editing);
  return (
    <details className="hub-card">
      <summary>{t('pricesTitle')}</summary>
      {table.status === 'error' && (
        <LoadFailed
          failure={table.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={table.retry}
        />
      )}
      {table.status === 'success' && (
        <div className="hub-stack">
          <table className="qs-doc">
            <caption>{t('pricesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pricesVersion')}</th>
                <th scope="col">{t('pricesList')}</th>
                <th scope="col">{t('pricesDealer')}</th>
                <th scope="col">{t('pricesWorking')}</th>
                <th scope="col">{t('pricesActions')}</th>
              </tr>
            </thead>
            <tbody ref={body}>
              {lines.map((line) => {
                const first = line.workingPrice === null;
                return (
                  <tr key={line.mvsCode}>
                    <th scope="row">{line.description}</th>
                    <td>{money(line.listPrice)}</td>
                    <td>{money(line.dealerPrice)}</td>
                    <td>{first ? t('pricesNone') : money(line.workingPrice as number)}</td>
                    <td>
                      <button
                        type="button"
                        className="hub-button"
                        data-variant="secondary"
                        part="button"
                        data-mvs={line.mvsCode}
                        aria-expanded={editing === line.mvsCode}
                        aria-label={t(first ? 'workingSetLabel' : 'workingChangeLabel', {
                          version: line.description,
                        })}
                        onClick={() => {
                          setNotice('');
                          setEditing(line.mvsCode);
                        }}
                      >
                        {t(first ? 'workingSet' : 'workingChange')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {current && (
            <WorkingPriceForm
              key={current.mvsCode}
              line={current}
              dealerCode={dealerCode}
              t={t}
              money={money}
              onSaved={(price) => {
                setSaved((all) => ({ ...all, [current.mvsCode]: price }));
                setNotice(t('workingSaved', { version: current.description, price: money(price) }));
                close(current.mvsCode);
              }}
              onCancel={() => close(current.mvsCode)}
            />
          )}
          <p role="status" className={notice ? 'hub-alert' : undefined} data-tone="success">
            {notice}
          </p>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-disabled={csvHeld.waitLeft > 0 || undefined}
            onClick={() => csvHeld.run(() => void csv())}
          >
            {t('pricesCsv')}
            <WaitLeft left={csvHeld.waitLeft} />
          </button>
          {csvFailed && (
            <p className="hub-alert" data-tone="error" role="alert">
              {csvHeld.text}
            </p>
          )}
        </div>
      )}
    </details>
  );
}
