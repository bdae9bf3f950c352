import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import { CouponField, type CouponState } from '../../../domain/coupon/index.ts';
import { PlanFigures } from '../../../domain/financing/PlanFigures.tsx';
import type { DiscountedPlan } from '../../../domain/financing/useDiscountedPlan.ts';
import type { FinancingT } from '../i18n.ts';

interface Props {
  t: FinancingT;
  result: NormalizedSimulation;
  coupon: CouponState;
  /** The plan simulated again with the applied coupon's discount (its progress and retry). */
  pricing?: Pick<DiscountedPlan, 'status' | 'retry'>;
  onBack: () => void;
  onNext: () => void;
}

/**
 * installment-check: the chosen plan with its CET and legal text, and the optional discount coupon.
 * An applied coupon's figures are simulated again: meanwhile (or when that fails, with a retry) the
 * shopper cannot go on with figures the coupon does not match.
 */
export function PlanCheck({ t, result, coupon, pricing, onBack, onNext }: Props) {
  const status = pricing?.status ?? 'idle';
  return (
    <section className="hub-stack" aria-labelledby="fin-check-title">
      <h2 className="hub-title" id="fin-check-title">
        {t('checkTitle')}
      </h2>
      <PlanFigures t={t} result={result} card />
      <CouponField coupon={coupon} />
      {status === 'loading' && (
        <p className="hub-text-muted" role="status">
          {t('couponPricing')}
        </p>
      )}
      {status === 'error' && (
        <div className="hub-row">
          <p className="hub-alert" data-tone="error" role="alert">
            {t('couponPricingFailed')}
          </p>
          <button type="button" className="hub-button" data-variant="secondary" onClick={pricing?.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      <div className="hub-row">
        <button type="button" className="hub-button" data-variant="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="hub-button" disabled={status !== 'idle'} onClick={onNext}>
          {t('continue')}
        </button>
      </div>
    </section>
  );
}
