import { type FormErrors, validateForm } from '../../core/form/validateForm.ts';
import type { QuotationT } from './i18n.ts';
import type { QuotationDraft } from './quotationDraft.ts';
import { parseMoney, priceProblem } from './quotationPrice.ts';

const amount = (typed: string) => !typed.trim() || parseMoney(typed) !== null;

/**
 * The review form's messages (seed 001 §3 fields): an opportunity name, a price not below the initial
 * one (seed 000 §5), valid discount and bonus, a validity of 1 to 30 days.
 */
export function quotationErrors(
  draft: QuotationDraft,
  initialPrice: number,
  t: QuotationT,
  money: (value: number) => string,
  market: string,
): FormErrors {
  return validateForm(
    draft,
    {
      opportunityName: (values) => (values.opportunityName.trim() ? null : t('opportunityRequired')),
      price: (values) => {
        const price = values.price.trim() ? parseMoney(values.price) : initialPrice;
        const problem = priceProblem(initialPrice, price);
        return problem ? t(problem, { price: money(initialPrice) }) : null;
      },
      discount: (values) => (amount(values.discount) ? null : t('amountInvalid')),
      bonus: (values) => (amount(values.bonus) ? null : t('amountInvalid')),
      validityDays: (values) => {
        const days = Number(values.validityDays);
        return Number.isInteger(days) && days >= 1 && days <= 30 ? null : t('validityInvalid');
      },
    },
    market,
  );
}
