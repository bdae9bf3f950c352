import { emptyProposal, type ProposalValues } from './proposalValues.ts';

/** Document numbers: kept in memory only, never written to storage. */
export const DOCUMENT_FIELDS = ['cpf', 'spouseCpf', 'cnpj', 'documentNumber', 'licenseNumber'] as const;

/** Session-storage key of the form draft. */
export const draftKey = (brand: string) => `hub:financing:proposal:${brand}`;

/** Saves the draft without document numbers (they stay in memory only). Storage failures are ignored. */
export function saveDraft(storage: Storage | undefined, key: string, values: ProposalValues): void {
  const safe: Partial<ProposalValues> = { ...values };
  for (const field of DOCUMENT_FIELDS) delete safe[field];
  try {
    storage?.setItem(key, JSON.stringify(safe));
  } catch {
    /* storage full or blocked: the form still works from memory */
  }
}

/** The saved draft over an empty form (unknown keys and non-strings dropped). */
export function loadDraft(storage: Storage | undefined, key: string): ProposalValues {
  const empty = emptyProposal();
  try {
    const saved = JSON.parse(storage?.getItem(key) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return empty;
    for (const field of Object.keys(empty) as (keyof ProposalValues)[]) {
      const value = saved[field];
      if (typeof value === 'string' && !(DOCUMENT_FIELDS as readonly string[]).includes(field))
        (empty as unknown as Record<string, string>)[field] = value.slice(0, 200);
    }
    if (empty.personType !== 'legalPerson') empty.personType = 'physicalPerson';
    return empty;
  } catch {
    return empty;
  }
}
