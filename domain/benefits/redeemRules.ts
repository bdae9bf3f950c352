import type { Benefit, BenefitBaseData, RedeemType } from '../../api/benefits.ts';
import { CpfSchema, CuilSchema, validateField } from '../../validators/index.ts';
import { isDiscountBenefit, isDiscountHolder } from './discountRule.ts';

/** What the redeem form holds. */
export interface RedeemValues {
  type: RedeemType | '';
  dealerId: string;
  dealerCode: string;
  /** Who will use a discount benefit given as a gift (their CPF; CUIL in Argentina). */
  beneficiary: string;
}

/** A new redeem form: for the member, no dealer yet. */
export const EMPTY_REDEEM: RedeemValues = { type: 'SELF', dealerId: '', dealerCode: '', beneficiary: '' };

/** Whether the form asks who will use the benefit: a discount benefit given as a gift. */
export const asksBeneficiary = (benefit: Pick<Benefit, 'discountPercent'>, type: RedeemValues['type']) =>
  type === 'GIFT' && isDiscountBenefit(benefit);

/** Texts the rules answer with, in the panel's language. */
export interface RedeemTexts {
  typeRequired: string;
  dealerRequired: string;
  beneficiaryRequired: string;
  discountRule: string;
}

/**
 * The redeem form's rules: a type and a dealer; a discount benefit given as a gift goes only to the
 * registered document or a dependant (seed 001 §5), the document checked first as a CPF (CUIL).
 * Returns the message of each field that fails.
 */
export function redeemRules(
  values: RedeemValues,
  benefit: Pick<Benefit, 'discountPercent'>,
  member: Pick<BenefitBaseData, 'document' | 'dependants'>,
  where: { country: 'BR' | 'AR'; market: string },
  texts: RedeemTexts,
): Partial<Record<'type' | 'dealerId' | 'beneficiary', string>> {
  const errors: Partial<Record<'type' | 'dealerId' | 'beneficiary', string>> = {};
  if (!values.type) errors.type = texts.typeRequired;
  if (!values.dealerCode) errors.dealerId = texts.dealerRequired;
  if (asksBeneficiary(benefit, values.type)) {
    const typed = values.beneficiary.trim();
    const invalid = typed
      ? validateField(where.country === 'AR' ? CuilSchema : CpfSchema, typed, where.market)
      : texts.beneficiaryRequired;
    if (invalid) errors.beneficiary = invalid;
    else if (!isDiscountHolder(typed, member)) errors.beneficiary = texts.discountRule;
  }
  return errors;
}
