import type { PromotionAgreementPayload } from '../../api/promotions.payloads.ts';
import type { FormRules } from '../../core/form/validateForm.ts';
import { CpfSchema, CuilSchema, onlyDigits } from '../../validators/index.ts';

/** What the agreement form holds: the document as typed (CPF; CUIL in Argentina) and the terms' box. */
export interface AgreementValues {
  cpf: string;
  accepted: boolean;
}

/** The empty agreement form. */
export const EMPTY_AGREEMENT: AgreementValues = { cpf: '', accepted: false };

/**
 * The agreement's rules: the participant's own document, required and valid (CPF in Brazil, CUIL in
 * Argentina, validators/), and the terms accepted (`mustAccept` beside the box otherwise).
 */
export function agreementRules(
  country: 'BR' | 'AR',
  mustAccept: string,
): FormRules<AgreementValues, keyof AgreementValues> {
  return {
    cpf: country === 'AR' ? CuilSchema : CpfSchema,
    accepted: (values) => (values.accepted ? null : mustAccept),
  };
}

/** The body of `POST v1/participant/{promotionId}`: the terms accepted and the document's digits by country. */
export function agreementPayloadOf(values: AgreementValues, country: 'BR' | 'AR'): PromotionAgreementPayload {
  const document = onlyDigits(values.cpf);
  return country === 'AR' ? { acceptedTerms: true, cuil: document } : { acceptedTerms: true, cpf: document };
}
