import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { CostsLine } from './CostsLine.tsx';
import type { PlanT } from './i18n.ts';
import { totalOf } from './totalOf.ts';

interface Props {
  t: PlanT;
  result: NormalizedSimulation;
  /** Shown as a card (the installment check) rather than inline under the sliders. */
  card?: boolean;
  /** Announced to screen readers when it changes (the live simulation). */
  live?: boolean;
}

/**
 * A plan's figures: installments, entrance, final installment, a coupon's discount, total, then
 * rate/CET/IOF and legal text.
 */
export function PlanFigures({ t, result, card = false, live = false }: Props) {
  const { context } = useWidget();
  const money = (v: number) => formatMoney(v, context.market);
  return (
    <>
      <dl className={card ? 'fin-figures hub-card' : 'fin-figures'} aria-live={live ? 'polite' : undefined}>
        <div>
          <dt>{t('installmentLabel')}</dt>
          <dd className="fin-installment">
            {result.totalInstallments}× {money(result.installmentsValue)}
          </dd>
        </div>
        <div>
          <dt>{t('entrance')}</dt>
          <dd>{money(result.entranceValue)}</dd>
        </div>
        {result.finalInstallmentValue > 0 && (
          <div>
            <dt>{t('finalInstallment')}</dt>
            <dd>{money(result.finalInstallmentValue)}</dd>
          </div>
        )}
        {result.discount && (
          <div>
            <dt>{t('couponDiscount', { name: result.discount.coupon })}</dt>
            <dd>{t('couponDiscountValue', { amount: money(result.discount.amount) })}</dd>
          </div>
        )}
        <div>
          <dt>{t('total')}</dt>
          <dd>{money(totalOf(result))}</dd>
        </div>
      </dl>
      <CostsLine t={t} result={result} />
      {result.legalText && <p className="fin-legal">{result.legalText}</p>}
    </>
  );
}
