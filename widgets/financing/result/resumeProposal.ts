import type { ApiScope } from '../../../api/client.ts';
import { getProposal } from '../../../api/financing/proposals.ts';
import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import { getSimulation } from '../../../api/funding.ts';
import { buyerOf } from './buyerOf.ts';
import { planOfKept } from './planOfKept.ts';

/** A proposal read back by its id (the formalization QR, `proposal-id`, a reload): what its result screen shows. */
export interface ResumedProposal {
  id: string;
  status: string;
  validUntil?: string;
  buyer: string;
  document: string;
  /** The plan it was sent for, when its kept simulation can be read; without it no voucher is shown. */
  result: NormalizedSimulation | null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads a sent proposal and the simulation it was sent for (`GET proposal/{id}`, `GET simulate/{id}`). */
export async function resumeProposal(
  scope: ApiScope,
  id: string,
  signal?: AbortSignal,
): Promise<ResumedProposal> {
  const record = await getProposal(scope, id, signal);
  const simulationId = str(record.simulationId);
  const kept = simulationId ? await getSimulation(scope, simulationId, signal).catch(() => null) : null;
  const { buyer, document } = buyerOf({
    personType: record.personType === 'legalPerson' ? 'legalPerson' : 'physicalPerson',
    name: str(record.name),
    cpf: str(record.cpf),
    companyName: str(record.companyName),
    cnpj: str(record.cnpj),
  });
  return {
    id: record.id,
    status: record.status,
    ...(str(record.validUntil) ? { validUntil: str(record.validUntil) } : {}),
    buyer,
    document,
    result: kept ? planOfKept(kept) : null,
  };
}
