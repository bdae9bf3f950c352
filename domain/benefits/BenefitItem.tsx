import type { Benefit, BenefitList } from '../../api/benefits.ts';
import { formatDate, formatPercent } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { isDiscountBenefit } from './discountRule.ts';
import type { BenefitsT } from './i18n.ts';

/** Heading levels a benefit's title may take (under the panel's and its list's headings). */
export type ItemHeading = 3 | 4 | 5;

/** Its state in words: available until, redeemed on (as what, where), available from. */
function stateOf(
  benefit: Benefit,
  list: BenefitList,
  t: BenefitsT,
  market: Parameters<typeof formatDate>[1],
) {
  if (list === 'next') return t('state.next', { date: formatDate(benefit.availableFrom ?? '', market) });
  if (list === 'available') return t('state.available', { date: formatDate(benefit.validUntil, market) });
  const when = t('state.redeemed', { date: formatDate(benefit.redeemedAt ?? '', market) });
  return benefit.type && benefit.dealer_code
    ? `${when}. ${t('redeemedAs', { type: t(`type.${benefit.type}`), dealer: benefit.dealer_code })}`
    : when;
}

/** A benefit of one of the three lists: title, what it gives, the partner and its state in words. */
export function BenefitItem({
  benefit,
  list,
  heading,
  t,
}: {
  benefit: Benefit;
  list: BenefitList;
  heading: ItemHeading;
  t: BenefitsT;
}) {
  const { context } = useWidget();
  const Title = `h${heading}` as const;
  return (
    <div className="hub-stack benefit" data-state={list}>
      <Title className="benefit-title">{benefit.title}</Title>
      <p>
        {isDiscountBenefit(benefit)
          ? t('discount', { percent: formatPercent(benefit.discountPercent, context.market) })
          : t('courtesy')}
        {' · '}
        {t('partner', { partner: benefit.partner })}
      </p>
      <p className="hub-text-muted">{stateOf(benefit, list, t, context.market)}</p>
    </div>
  );
}
