import type { NormalizedSimulation } from '../../api/financing/types.ts';
import { formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { CostsLine } from './CostsLine.tsx';
import { CouponField } from './CouponField.tsx';
import type { FinancingT } from './i18n.ts';
import type { useCoupon } from './useCoupon.ts';
import { totalOf } from './useSimulation.ts';

interface Props {
  t: FinancingT;
  result: NormalizedSimulation;
  coupon: ReturnType<typeof useCoupon>;
  onBack: () => void;
  onNext: () => void;
}

/** installment-check: the chosen plan with its CET and legal text, and the optional discount coupon. */
export function PlanCheck({ t, result, coupon, onBack, onNext }: Props) {
  const { context } = useWidget();
  const money = (v: number) => formatMoney(v, context.market);
  return (
    <section className="hub-stack" aria-labelledby="fin-check-title">
      <h2 className="hub-title" id="fin-check-title">
        {t('checkTitle')}
      </h2>
      <dl className="fin-figures hub-card">
        <div>
          <dt>{t('installmentLabel')}</dt>
          <dd>
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
        <div>
          <dt>{t('total')}</dt>
          <dd>{money(totalOf(result))}</dd>
        </div>
      </dl>
      <CostsLine t={t} result={result} />
      {result.legalText && <p className="fin-legal">{result.legalText}</p>}
      <CouponField t={t} coupon={coupon} entryValue={result.entranceValue} />
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="hub-button" onClick={onNext}>
          {t('continue')}
        </button>
      </div>
    </section>
  );
}
