import { onlyDigits } from '../../../validators/index.ts';
import type { ProposalValues } from '../proposal/proposalValues.ts';

/**
 * Who the voucher names: the company and its CNPJ (CUIT) for a legal person, else the person and their
 * CPF (CUIL), the document as typed — none when it has no digits (document numbers are not kept after a
 * reload, see draft.ts).
 */
export function buyerOf(
  values: Pick<ProposalValues, 'personType' | 'name' | 'cpf' | 'companyName' | 'cnpj'>,
): { buyer: string; document: string } {
  const legal = values.personType === 'legalPerson';
  const document = legal ? values.cnpj : values.cpf;
  return { buyer: legal ? values.companyName : values.name, document: onlyDigits(document) ? document : '' };
}
