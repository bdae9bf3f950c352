import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { formatMoney, formatPercent } from '../../core/format.ts';
import { type Market, marketInfo } from '../../core/markets.ts';
import type { PlanT } from './i18n.ts';

/** A CET with two decimals, as the legal text writes it ('22,52%'), so both read the same figure. */
const cetPercent = (cet: number, market: Market) =>
  Intl.NumberFormat(marketInfo(market).locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cet);

/**
 * The rate, CET and IOF of a result in words, to show beside its installment (Brazilian rules ask for
 * the CET wherever an installment is advertised): "Taxa 1,49% a.m. · CET 23,1% a.a. · IOF R$ 2.100,50".
 * Parts the service did not give are left out; IOF is a Brazilian tax and is not shown when zero.
 * Empty when there is nothing to say.
 */
export function costsText(
  t: PlanT,
  result: Pick<NormalizedSimulation, 'rateMonthly' | 'cetAnnual' | 'iof'>,
  market: Market,
): string {
  const parts: string[] = [];
  if (result.rateMonthly !== undefined)
    parts.push(t('costRate', { rate: formatPercent(result.rateMonthly * 100, market) }));
  if (result.cetAnnual !== undefined) parts.push(t('costCet', { cet: cetPercent(result.cetAnnual, market) }));
  if (result.iof) parts.push(t('costIof', { iof: formatMoney(result.iof, market) }));
  return parts.join(' · ');
}
