import type { CouponClearing } from '../../api/coupons.ts';
import { contactRules } from '../../core/form/contactRules.ts';
import type { FormRules } from '../../core/form/validateForm.ts';

/** What a voucher administrator clears: an offer's coupon, a CPF (CUIL), or a coupon for a CPF. */
export type ClearScope = 'coupon' | 'cpf' | 'coupon-cpf';

/** The clearing form's values. */
export interface ClearValues {
  scope: ClearScope;
  offerId: string;
  cpf: string;
}

/** The clearing scopes, in the order the form offers them. */
export const CLEAR_SCOPES: readonly ClearScope[] = ['coupon', 'cpf', 'coupon-cpf'];

/** Whether a scope names an offer's coupon, a CPF. */
export const needsOffer = (scope: ClearScope) => scope !== 'cpf';
export const needsCpf = (scope: ClearScope) => scope !== 'coupon';

/**
 * The clearing form's rules: the offer when the scope names a coupon (`offerRequired`, the widget's
 * text), the CPF (CUIL in Argentina) when it names one, checked as the contact forms check it.
 */
export function clearRules(
  values: ClearValues,
  country: 'BR' | 'AR',
  offerRequired: string,
): FormRules<ClearValues, 'offerId' | 'cpf'> {
  return {
    offerId: needsOffer(values.scope) && ((v: ClearValues) => (v.offerId.trim() ? null : offerRequired)),
    ...(needsCpf(values.scope) ? contactRules(['cpf'], values, { country, documentRequired: true }) : {}),
  };
}

/** The call's input for valid values: the offer and the CPF (digits only) as the scope names them. */
export function clearingOf(values: ClearValues): CouponClearing {
  const offerId = values.offerId.trim();
  const cpf = values.cpf.replace(/\D/g, '');
  if (values.scope === 'coupon') return { offerId };
  if (values.scope === 'cpf') return { cpf };
  return { offerId, cpf };
}
