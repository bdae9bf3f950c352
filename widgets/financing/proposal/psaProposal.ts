import type { NormalizedSimulation, SimulationInput } from '../../../api/financing/types.ts';
import type { PsaFinancingPayload } from '../../../api/funding.payloads.ts';
import { onlyDigits, parseMoney } from '../../../validators/index.ts';
import { proposalPayload } from './proposal.ts';
import type { ProposalValues } from './proposalValues.ts';

const withoutSimulation = ({ simulationId: _, ...rest }: ReturnType<typeof proposalPayload>) => rest;

/**
 * The `POST v2/psa/financing` body: the PSA bank's fields (car, plan, buyer's tax id, name, e-mail,
 * installment and income) plus the whole proposal as the hub keeps it. In Argentina the tax id is the
 * CUIL.
 */
export function psaProposalBody(
  values: ProposalValues,
  chosen: { input: SimulationInput; result: NormalizedSimulation },
  scope: { market: string; brand: string },
  coupon?: string,
): PsaFinancingPayload {
  const legal = values.personType === 'legalPerson';
  const taxId = onlyDigits(values.cpf);
  const income = parseMoney(values.income) ?? 0;
  const spouse = !legal ? (parseMoney(values.spouseIncome) ?? 0) : 0;
  return {
    market: scope.market,
    marca: scope.brand,
    mvs_code: chosen.input.mvs,
    valor_carro: chosen.input.price,
    plano_id: chosen.input.planId,
    percentual_entrada: chosen.input.entrancePercent,
    parcelas: chosen.result.totalInstallments,
    percentual_parcela_residual: chosen.input.finalInstallmentPercentage ?? 0,
    valor_parcelas: chosen.result.installmentsValue,
    ...(scope.market === 'es-AR' ? { cuil: taxId } : { cpf: taxId }),
    nome: (legal ? values.companyName : values.name).trim(),
    email: values.email.trim(),
    renda: income + spouse,
    ...(coupon ? { cupom: coupon } : {}),
    proposta: withoutSimulation(proposalPayload(values, '', scope.market)),
  };
}
