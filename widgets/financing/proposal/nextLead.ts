import type { ProposalPayload } from '../../../api/funding.payloads.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { onlyDigits, parseMoney, toPhonePayload } from '../../../validators/index.ts';
import { isoDate, taxIdKey } from './proposal.ts';
import type { ProposalValues } from './proposalValues.ts';
import { buyerRules, type ProposalErrors } from './validateProposal.ts';

/** The fields of the short NEXT lead form (next-lead-form). */
export const NEXT_LEAD_FIELDS = ['name', 'cpf', 'birthday', 'income', 'email', 'phone'] as const;

/** Field errors of the NEXT lead form: the short form the bank needs to answer a NEXT proposal. */
export function validateNextLead(values: ProposalValues, market: string): ProposalErrors {
  return validateForm(values, buyerRules(values, market), market);
}

/** The NEXT lead body: the simulation id and the short form (documents and phone as digits). */
export function nextLeadPayload(
  values: ProposalValues,
  simulationId: string,
  market = 'pt-BR',
): ProposalPayload {
  return {
    simulationId,
    personType: 'physicalPerson' as const,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toPhonePayload(values.phone),
    [taxIdKey(market)]: onlyDigits(values.cpf),
    birthday: isoDate(values.birthday),
    income: parseMoney(values.income) ?? 0,
  };
}
