import { useId } from 'react';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { cpfMask, cuilMask, currencyMask } from '../../validators/index.ts';
import { couponMessages } from './i18n.ts';
import type { CouponState } from './useCoupon.ts';

interface Props {
  coupon: CouponState;
  /** Draw the optional CPF (CUIL in Argentina) field (the hook's `withCpf`). */
  withCpf?: boolean;
  /** The coupon is the form's point, not an option of a proposal: its label does not say optional. */
  required?: boolean;
  /** Draw the optional entry payment field (the hook's `withEntry`). */
  withEntry?: boolean;
}

/**
 * A discount coupon form (see useCoupon): the coupon field, the optional CPF and entry payment,
 * the apply button, and the answer beside the coupon; once applied, the coupon and a button that
 * removes it. Alone (a financing proposal), the button sits beside the field.
 */
export function CouponField({ coupon, withCpf = false, withEntry = false, required = false }: Props) {
  const id = useId();
  const { context } = useWidget();
  const t = useT(couponMessages);
  const inline = !withCpf && !withEntry;
  const button = (
    <button
      type="submit"
      className="hub-button"
      data-variant="secondary"
      aria-busy={coupon.busy || undefined}
    >
      {t('couponApply')}
    </button>
  );
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
      className={inline ? 'hub-field' : 'hub-stack'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void coupon.apply();
      }}
    >
      <div className="hub-field">
        <label className="hub-label" htmlFor={id}>
          {required ? t('couponRequiredLabel') : t('couponLabel')}
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
            required={required || undefined}
            aria-invalid={coupon.error ? true : undefined}
            aria-describedby={coupon.error ? `${id}-error` : undefined}
            onChange={(event) => coupon.setName(event.target.value)}
          />
          {inline && button}
        </div>
        {coupon.error && (
          <p className="hub-field-error" id={`${id}-error`} role="alert">
            {coupon.error}
          </p>
        )}
      </div>
      {withCpf && (
        <TextField
          name="cpf"
          label={t('cpfLabel')}
          hint={t('cpfHint')}
          value={coupon.cpf}
          onChange={coupon.setCpf}
          error={coupon.cpfError}
          inputMode="numeric"
          mask={context.country === 'AR' ? cuilMask : cpfMask}
        />
      )}
      {withEntry && (
        <TextField
          name="entry"
          label={t('entryLabel')}
          hint={t('entryHint')}
          value={coupon.entry}
          onChange={coupon.setEntry}
          inputMode="decimal"
          mask={currencyMask(context.market)}
        />
      )}
      {!inline && <div className="hub-row">{button}</div>}
    </form>
  );
}
