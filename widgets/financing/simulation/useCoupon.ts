import { useCallback, useState } from 'react';
import { validateCoupon } from '../../../api/coupons.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
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

/** The coupon form: the coupon's name as typed. */
interface CouponValues {
  coupon: string;
}

/**
 * A discount coupon for the proposal, a one-field form on the kit's {@link useFormState}. Seed 001 §5:
 * only in proposals with an entry payment (`entryValue`, the chosen plan's) — without one the rule's
 * message shows beside the field and nothing is sent; otherwise the coupons service checks it for the
 * offer (the plan id, else the car's mvs) and the current period, once at a time. A coupon the service
 * refuses says why beside the field; `clear` forgets the coupon and its messages, not what was typed.
 */
export function useCoupon(t: FinancingT, offerId: string, entryValue: number) {
  const { context } = useWidget();
  const form = useFormState<CouponValues>({
    initial: { coupon: '' },
    validate: (values) =>
      validateForm(
        values,
        {
          coupon: () =>
            isCouponApplicable(entryValue) ? null : messageOf('coupon.entryRequired', context.market),
        },
        context.market,
      ),
    resetTo: (current) => current,
  });
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  // Why the service did not apply the coupon (refused, or could not answer).
  const [refusal, setRefusal] = useState<string | null>(null);

  const { submit, values, reset } = form;
  const apply = useCallback(async () => {
    const wanted = values.coupon.trim().toUpperCase();
    if (!wanted) return;
    await submit(async () => {
      setRefusal(null);
      try {
        const check = await validateCoupon(context, {
          name: wanted,
          offerId,
          period: couponPeriod(),
          entryValue,
        });
        if (check.valid) {
          setApplied({ name: wanted, discount: check.discount });
          return 'sent';
        }
        setRefusal(
          check.reason === 'NEEDS_ENTRY_PAYMENT'
            ? messageOf('coupon.entryRequired', context.market)
            : t('couponUnavailable'),
        );
        return 'refused';
      } catch {
        setRefusal(t('couponFailed'));
        return 'failed';
      }
    });
  }, [values.coupon, submit, context, offerId, entryValue, t]);

  const clear = useCallback(() => {
    setApplied(null);
    setRefusal(null);
    reset();
  }, [reset]);

  return {
    name: values.coupon,
    setName: (name: string) => form.update('coupon', name),
    applied,
    error: form.errors.coupon ?? refusal,
    busy: form.status === 'sending',
    apply,
    clear,
  };
}
