import { useId } from 'react';
import type { FinancingT } from '../i18n.ts';
import type { useCoupon } from './useCoupon.ts';

interface Props {
  t: FinancingT;
  coupon: ReturnType<typeof useCoupon>;
}

/** The optional discount coupon of the proposal (a form, see useCoupon): its field, the apply button, and the answer beside it. */
export function CouponField({ t, coupon }: Props) {
  const id = useId();
  if (coupon.applied)
    return (
      <div className="hub-row" role="status">
        <p className="hub-alert" data-tone="success">
          {t('couponApplied', { name: coupon.applied.name, discount: coupon.applied.discount })}
        </p>
        <button type="button" className="hub-button" data-variant="secondary" onClick={coupon.clear}>
          {t('couponRemove')}
        </button>
      </div>
    );
  return (
    <form
      className="hub-field fin-coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void coupon.apply();
      }}
    >
      <label className="hub-label" htmlFor={id}>
        {t('couponLabel')}
      </label>
      <div className="hub-row">
        <input
          id={id}
          className="hub-input"
          part="input"
          name="coupon"
          autoComplete="off"
          value={coupon.name}
          maxLength={40}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? `${id}-error` : undefined}
          onChange={(event) => coupon.setName(event.target.value)}
        />
        <button
          type="submit"
          className="hub-button"
          data-variant="secondary"
          aria-busy={coupon.busy || undefined}
        >
          {t('couponApply')}
        </button>
      </div>
      {coupon.error && (
        <p className="hub-field-error" id={`${id}-error`} role="alert">
          {coupon.error}
        </p>
      )}
    </form>
  );
}
