import { useCallback, useState } from 'react';
import { validateCoupon } from '../../api/coupons.ts';
import { contactRules } from '../../core/form/contactRules.ts';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { isCouponApplicable, parseMoney, textOf } from '../../validators/index.ts';
import { quotationMessages } from '../../validators/quotation/messages.ts';
import { couponPeriod } from './couponPeriod.ts';
import { couponRefusal } from './couponRefusal.ts';
import { couponMessages } from './i18n.ts';

/** An applied coupon. */
export interface AppliedCoupon {
  name: string;
  discount: number;
  /** The CPF (CUIL in Argentina) it was checked for, digits only, when one was given. */
  cpf?: string;
}

/** What a coupon is checked against. */
export interface CouponOptions {
  /** The offer (a marketplace offer id; in a financing proposal the plan id, else the car's mvs). */
  offerId: string;
  /** The period, YYYY-MM; the current month by default. */
  period?: string | undefined;
  /** The proposal's entry payment; undefined: none given (the check is sent without a body). */
  entryValue?: number | undefined;
  /** A financing proposal: without an entry payment the rule is said beside the field and nothing is sent. */
  entryRequired?: boolean;
  /** The shopper may give a CPF (CUIL in Argentina), checked beside its field when typed. */
  withCpf?: boolean;
  /** The shopper may type an entry payment (no proposal around): it is then the check's `entryValue`. */
  withEntry?: boolean;
  /** An empty coupon is said beside the field (else pressing apply does nothing). */
  nameRequired?: boolean;
  /** Told when a coupon applies (a widget's event). */
  onApplied?: (coupon: AppliedCoupon) => void;
}

/** The coupon form: the coupon's name, the optional CPF and entry payment, as typed. */
export interface CouponValues {
  coupon: string;
  cpf: string;
  /** The entry payment as the currency mask writes it ('R$ 20.000,00'); '' for none. */
  entry: string;
}

const digits = (text: string) => text.replace(/\D/g, '');
/** A typed entry payment above zero, else none (the check then goes without a body). */
const typedEntry = (text: string) => {
  const amount = parseMoney(text) ?? 0;
  return amount > 0 ? amount : undefined;
};

/**
 * A discount coupon, a small form on the kit's {@link useFormState}. Seed 001 §5: a coupon may need a
 * proposal with an entry payment — with `entryRequired` (a financing proposal) its absence is said
 * beside the field and nothing is sent; otherwise the coupons service checks the coupon for the offer
 * and period (anonymously, with the optional CPF), once at a time. A coupon the service refuses says
 * why beside the field ('Cupom indisponível', or the entry-payment rule); `clear` forgets the coupon
 * and its messages, not what was typed.
 */
export function useCoupon(options: CouponOptions) {
  const {
    offerId,
    period,
    entryRequired = false,
    withCpf = false,
    withEntry = false,
    nameRequired = false,
  } = options;
  const { context } = useWidget();
  const t = useT(couponMessages);
  const form = useFormState<CouponValues>({
    initial: { coupon: '', cpf: '', entry: '' },
    validate: (values) =>
      validateForm(
        values,
        {
          coupon: (current) => {
            if (nameRequired && !current.coupon.trim()) return t('couponRequired');
            return entryRequired && !isCouponApplicable(options.entryValue ?? 0)
              ? textOf(quotationMessages['coupon.entryRequired'], context.market)
              : null;
          },
          ...(withCpf
            ? contactRules(['cpf'], values, { country: context.country, documentRequired: false })
            : {}),
        },
        context.market,
      ),
    resetTo: (current) => current,
  });
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  // Why the service did not apply the coupon (refused, or could not answer).
  const [refusal, setRefusal] = useState<string | null>(null);
  // A failed apply says a 429's wait or offline in the kit's words (a refusal has no failure).
  const refusalText = useSendFailureText(form, refusal ?? '');

  const { submit, values, reset, update } = form;
  const { onApplied } = options;
  const apply = useCallback(async () => {
    if (!nameRequired && !values.coupon.trim()) return;
    await submit(async (now) => {
      setRefusal(null);
      const name = now.coupon.trim().toUpperCase();
      const cpf = withCpf && now.cpf.trim() ? digits(now.cpf) : undefined;
      const entryValue = withEntry ? typedEntry(now.entry) : options.entryValue;
      try {
        const check = await validateCoupon(context, {
          name,
          offerId,
          period: period ?? couponPeriod(),
          ...(cpf ? { cpf } : {}),
          ...(entryValue === undefined ? {} : { entryValue }),
        });
        const refused = couponRefusal(check);
        if (!refused) {
          const coupon = { name, discount: check.discount, ...(cpf ? { cpf } : {}) };
          setApplied(coupon);
          onApplied?.(coupon);
          return 'sent';
        }
        setRefusal(
          refused === 'entryRequired'
            ? textOf(quotationMessages['coupon.entryRequired'], context.market)
            : t('couponUnavailable'),
        );
        return 'refused';
      } catch (error) {
        setRefusal(t('couponFailed'));
        return failedWith(error);
      }
    });
  }, [
    values.coupon,
    nameRequired,
    submit,
    withCpf,
    withEntry,
    context,
    offerId,
    period,
    options.entryValue,
    t,
    onApplied,
  ]);

  const clear = useCallback(() => {
    setApplied(null);
    setRefusal(null);
    reset();
  }, [reset]);

  return {
    name: values.coupon,
    setName: (name: string) => update('coupon', name),
    cpf: values.cpf,
    setCpf: (cpf: string) => update('cpf', cpf),
    entry: values.entry,
    setEntry: (entry: string) => update('entry', entry),
    applied,
    error: form.errors.coupon ?? (refusal && refusalText),
    cpfError: form.errors.cpf,
    busy: form.status === 'sending',
    apply,
    clear,
  };
}

/** The coupon state {@link useCoupon} gives its field. */
export type CouponState = ReturnType<typeof useCoupon>;
