import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import { CouponField, type CouponState } from '../../../domain/coupon/index.ts';
import { PlanFigures } from '../../../domain/financing/PlanFigures.tsx';
import type { FinancingT } from '../i18n.ts';

interface Props {
  t: FinancingT;
  result: NormalizedSimulation;
  coupon: CouponState;
  onBack: () => void;
  onNext: () => void;
}

/** installment-check: the chosen plan with its CET and legal text, and the optional discount coupon. */
export function PlanCheck({ t, result, coupon, onBack, onNext }: Props) {
  return (
    <section className="hub-stack" aria-labelledby="fin-check-title">
      <h2 className="hub-title" id="fin-check-title">
        {t('checkTitle')}
      </h2>
      <PlanFigures t={t} result={result} card />
      <CouponField coupon={coupon} />
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
