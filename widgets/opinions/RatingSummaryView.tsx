import { useId } from 'react';
import { formatNumber, formatPercent } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { OpinionsT } from './i18n.ts';
import type { RatingSummary } from './ratingSummary.ts';

/**
 * The average and the distribution of the ratings: the average in words and numbers, then a table of
 * each rating with its label, how many gave it and their share. The bars only repeat the numbers.
 */
export function RatingSummaryView({ t, summary }: { t: OpinionsT; summary: RatingSummary }) {
  const { context } = useWidget();
  const titleId = useId();
  const number = (value: number, digits = 0) => formatNumber(value, context.market, digits);
  return (
    <section className="hub-stack" aria-labelledby={titleId}>
      <h3 className="hub-subtitle" id={titleId}>
        {t('summaryTitle')}
      </h3>
      <p className="opinions-average">{t('average', { average: number(summary.average, 1) })}</p>
      <p className="hub-text-muted">
        {summary.count === 1 ? t('basedOnOne') : t('basedOn', { count: number(summary.count) })}
      </p>
      <table className="opinions-table">
        <caption>{t('distributionCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ratingColumn')}</th>
            <th scope="col">{t('countColumn')}</th>
            <th scope="col">{t('shareColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.distribution.map((row) => (
            <tr key={row.rating}>
              <th scope="row">{t('ratingOf', { rating: row.rating, label: t(`rating${row.rating}`) })}</th>
              <td>{number(row.count)}</td>
              <td className="opinions-bar-cell">
                <span>{formatPercent(row.percent, context.market)}</span>
                <span className="opinions-bar" style={{ width: `${row.percent}%` }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
