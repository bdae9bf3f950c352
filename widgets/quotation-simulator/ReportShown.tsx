import { useEffect, useRef } from 'react';
import type { QuotationT } from './i18n.ts';
import type { ShownReport } from './useReportViews.ts';

const CATEGORIES = new Set(['WARRANTY', 'CONNECTIVITY', 'MAINTENANCE', 'ACCESSORY']);

/**
 * A report whose view was recorded: its heading takes the focus; a product with its category and the
 * models of the market it fits, a dealer with its code, address and phone (service strings as text).
 */
export function ReportShown({ report, t }: { report: ShownReport; t: QuotationT }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new report takes the focus
  useEffect(() => {
    heading.current?.focus();
  }, [report]);
  const title =
    report.kind === 'PRODUCT'
      ? t('reportProductTitle', { name: report.product.name })
      : t('reportDealerTitle', { name: report.dealer.name });
  return (
    <section className="hub-stack qs-report" aria-label={title}>
      <h3 className="hub-subtitle" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className="hub-hint" role="status">
        {t('reportRecorded', { reason: report.reason })}
      </p>
      {report.kind === 'PRODUCT' ? (
        <dl className="qs-report-facts">
          <dt>{t('reportCategory')}</dt>
          <dd>
            {CATEGORIES.has(report.product.category)
              ? t(`category_${report.product.category}` as Parameters<QuotationT>[0])
              : report.product.category}
          </dd>
          <dt>{t('reportModels')}</dt>
          <dd>{report.models.length > 0 ? report.models.join(', ') : t('reportNoModels')}</dd>
        </dl>
      ) : (
        <dl className="qs-report-facts">
          <dt>{t('reportCode')}</dt>
          <dd>{report.dealer.dealerCode}</dd>
          <dt>{t('reportAddress')}</dt>
          <dd>
            {`${report.dealer.street}, ${report.dealer.number} — ${report.dealer.neighborhood}, ${report.dealer.cityName}/${report.dealer.stateCode}`}
          </dd>
          <dt>{t('reportPhone')}</dt>
          <dd>{report.dealer.phone}</dd>
        </dl>
      )}
    </section>
  );
}
