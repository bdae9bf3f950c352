import { lazy, Suspense, useState } from 'react';
import { formatDate, formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { missingChoices } from '../../domain/car/store/carReadiness.ts';
import { downloadSummaryPdf } from '../../domain/documents/downloadSummaryPdf.ts';
import { LazyComparisonTable } from '../version-comparator/index.ts';
import { CarImage } from './CarImage.tsx';
import { summarySections } from './summaryLines.ts';
import { Totals } from './Totals.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/** The price notes, fetched with the summary (they ask the price service once it shows). */
const PriceNotes = lazy(() =>
  import('../../domain/price/index.ts').then((module) => ({ default: module.PriceNotes })),
);

/**
 * The summary: the configured car beside its receipt (items, totals, price notes) on a wide container,
 * stacked on a phone; print, PDF download, WhatsApp share, compare versions.
 */
export function SummaryStep({ state }: { state: ConfiguratorState }) {
  const { t, car, context, reservation, versions, offer, goTo } = state;
  const shareUrl = state.shareLink();
  const { emit } = useWidget();
  /** `hub-share` (and GA4 `share`) when the shopper sends or copies the link. */
  const shared = (method: 'whatsapp' | 'copy') => {
    if (shareUrl && car.mvs) emit('hub-share', { method, mvs: car.mvs.code, url: shareUrl });
  };
  // Printing, downloading and sharing need a complete car (issue 14 item 11).
  const missing =
    offer.status === 'loading' ? null : missingChoices(car, (offer.data?.coatings.length ?? 0) > 0);
  const complete = missing !== null && missing.length === 0;
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [comparing, setComparing] = useState(false);
  const sections = summarySections(car, t, context.market);
  const carName = car.mvs ? `${car.mvs.modelName} ${car.mvs.versionName}` : '';

  const download = async () => {
    setPdf('busy');
    try {
      const date = formatDate(new Date(), context.market);
      await downloadSummaryPdf(
        { title: `${t('pdfTitle')}: ${carName}`, subtitle: t('pdfDate', { date }), sections },
        carName || 'configuracao',
      );
      setPdf('idle');
    } catch (error) {
      console.warn('[hub-widgets] hub-configurator PDF failed', error);
      setPdf('failed');
    }
  };
  const whatsapp = shareUrl
    ? `https://wa.me/?text=${encodeURIComponent(t('whatsappText', { car: carName, link: shareUrl }))}`
    : null;

  return (
    <div className="hub-stack cfg-summary">
      <p className="cfg-print-title">{t('summaryTitle')}</p>
      <div className="cfg-summary-layout">
        <div className="cfg-summary-car">
          <CarImage state={state} rendition="square" />
        </div>
        <div className="hub-card hub-stack cfg-receipt">
          {sections.slice(0, 4).map((section) => (
            <section key={section.title} className="cfg-summary-section" aria-label={section.title}>
              <h4 className="hub-label">{section.title}</h4>
              <dl className="cfg-figures">
                {section.lines.map(([label, value]) => (
                  <div key={label} className="cfg-figure">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <Totals state={state} />
          {car.mvs && (
            <Suspense fallback={null}>
              <PriceNotes
                mvsCode={car.mvs.code}
                year={car.mvs.year}
                price={car.totals.total}
                priceType={state.price.data?.type}
                className="cfg-figures"
              />
            </Suspense>
          )}
          {reservation.status === 'success' && typeof reservation.data.total === 'number' && (
            <p>
              {t('reservationPrice')}: {formatMoney(reservation.data.total, context.market)}
            </p>
          )}
        </div>
      </div>
      {missing && missing.length > 0 && (
        <div className="hub-alert hub-stack cfg-controls" data-tone="info" part="alert">
          <p>{t('summaryIncomplete', { steps: missing.map((step) => t(`step.${step}`)).join(', ') })}</p>
          <div className="hub-row">
            {missing.map((step) => (
              <button
                key={step}
                type="button"
                className="hub-button"
                data-variant="secondary"
                onClick={() => goTo(step)}
              >
                {t(`choose.${step}`)}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="hub-row cfg-actions cfg-controls">
        {complete && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => window.print()}
          >
            {t('print')}
          </button>
        )}
        {complete && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            data-loading={pdf === 'busy' || undefined}
            aria-disabled={pdf === 'busy' || undefined}
            onClick={() => pdf !== 'busy' && download()}
          >
            {pdf === 'busy' ? t('downloading') : t('download')}
          </button>
        )}
        {complete && whatsapp && (
          <a
            className="hub-button"
            data-variant="secondary"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => shared('whatsapp')}
          >
            {t('whatsapp')} <span className="hub-visually-hidden">{t('newWindow')}</span>
          </a>
        )}
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          aria-expanded={comparing}
          onClick={() => setComparing((open) => !open)}
        >
          {comparing ? t('hideCompare') : t('compare')}
        </button>
      </div>
      {pdf === 'failed' && (
        <p className="hub-alert cfg-controls" data-tone="error" role="alert">
          {t('downloadFailed')}
        </p>
      )}
      {complete && shareUrl && (
        <div className="hub-field cfg-controls">
          <label className="hub-label" htmlFor="cfg-share-link">
            {t('shareLink')}
          </label>
          <input
            id="cfg-share-link"
            className="hub-input"
            readOnly
            value={shareUrl}
            onFocus={(e) => e.currentTarget.select()}
            onCopy={() => shared('copy')}
          />
        </div>
      )}
      {comparing && versions.status === 'success' && (
        <div className="cfg-controls">
          {/* hub-version-comparator's table, fetched only when the shopper asks to compare. */}
          <LazyComparisonTable versions={versions.data} current={car.mvs?.code ?? null} />
        </div>
      )}
    </div>
  );
}
