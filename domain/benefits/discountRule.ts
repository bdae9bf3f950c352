import type { Benefit, BenefitBaseData } from '../../api/benefits.ts';

const digits = (text: string) => text.replace(/\D/g, '');

/** A discount benefit: a share off (1–99 %), not a courtesy (100 %). */
export function isDiscountBenefit(benefit: Pick<Benefit, 'discountPercent'>): boolean {
  return benefit.discountPercent > 0 && benefit.discountPercent < 100;
}

/**
 * Seed 001 §5: a discount benefit is for a registered CPF or its dependants (the CUIL in
 * Argentina). Whether `document` (masked or not) is the member's registered document or one of
 * the dependants' the benefits service holds.
 */
export function isDiscountHolder(
  document: string,
  member: Pick<BenefitBaseData, 'document' | 'dependants'>,
): boolean {
  const typed = digits(document);
  if (!typed) return false;
  return [member.document ?? '', ...member.dependants].some((known) => digits(known) === typed);
}
