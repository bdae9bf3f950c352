import { useCallback, useState } from 'react';
import { validateCoupon } from '../../../api/coupons.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { isCouponApplicable, messageOf } from '../../../validators/index.ts';
import type { FinancingT } from '../i18n.ts';

/** An applied coupon. */
export interface AppliedCoupon {
  name: string;
  discount: number;
}

/** The current period of a coupon, YYYY-MM. */
export const couponPeriod = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;

/**
 * A discount coupon for the proposal. Seed 001 §5: only in proposals with an entry payment — without
 * one the rule's message shows beside the field and nothing is sent; otherwise the coupons service
 * checks it for the offer (the plan id, else the car's mvs) and the current period.
 */
export function useCoupon(t: FinancingT, offerId: string) {
  const { context } = useWidget();
  const [name, setName] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = useCallback(
    async (entryValue: number) => {
      const wanted = name.trim().toUpperCase();
      if (!wanted || busy) return;
      if (!isCouponApplicable(entryValue)) {
        setError(messageOf('coupon.entryRequired', context.market));
        return;
      }
      setBusy(true);
      setError(null);
      try {
        const check = await validateCoupon(context, {
          name: wanted,
          offerId,
          period: couponPeriod(),
          entryValue,
        });
        if (check.valid) setApplied({ name: wanted, discount: check.discount });
        else
          setError(
            check.reason === 'NEEDS_ENTRY_PAYMENT'
              ? messageOf('coupon.entryRequired', context.market)
              : t('couponUnavailable'),
          );
      } catch {
        setError(t('couponFailed'));
      } finally {
        setBusy(false);
      }
    },
    [name, busy, context, offerId, t],
  );

  const clear = useCallback(() => {
    setApplied(null);
    setError(null);
  }, []);

  return { name, setName, applied, error, busy, apply, clear };
}
