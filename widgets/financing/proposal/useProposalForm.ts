import { useCallback, useEffect, useRef, useState } from 'react';
import type { SimulatedSource } from '../../../api/financing/types.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import type { PostalLookupStatus } from '../../../core/form/usePostalLookup.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { draftKey, loadDraft, saveDraft } from './draft.ts';
import { validateNextLead } from './nextLead.ts';
import { emptyProposal, type ProposalValues } from './proposalValues.ts';
import { validateProposal } from './validateProposal.ts';

/**
 * The proposal form's state (the kit's {@link useFormState}): the values, kept in session storage as
 * the buyer types (document numbers in memory only, see draft.ts), and the messages of the form the
 * source asks (the short NEXT lead form, or the full proposal, where a postal code the lookup did not
 * find is refused), all shown once the buyer tried to go on (`check`, which also focuses the first
 * invalid field). Back from signing in, the document numbers left behind are typed in again; `clear`
 * forgets the buyer (a new simulation after a sent proposal).
 */
export function useProposalForm(source: SimulatedSource | null, documents?: Partial<ProposalValues>) {
  const { context } = useWidget();
  const key = draftKey(context.brand);
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const [postal, setPostal] = useState<PostalLookupStatus>('idle');
  const form = useFormState<ProposalValues>({
    initial: () => ({ ...loadDraft(storage, key), ...documents }),
    validate: (values) =>
      source === 'NEXT'
        ? validateNextLead(values, context.market)
        : validateProposal(values, context.market, { postalNotFound: postal === 'not-found' }),
    resetTo: (current) => current,
  });

  // Every change is kept for a reload (what was loaded needs no writing back).
  const saved = useRef(form.values);
  useEffect(() => {
    if (form.values === saved.current) return;
    saved.current = form.values;
    saveDraft(storage, key, form.values);
  }, [form.values, storage, key]);

  /** Forgets the buyer: an empty form and no draft (a new simulation after a sent proposal). */
  const { setValues, reset } = form;
  const clear = useCallback(() => {
    try {
      storage?.removeItem(key);
    } catch {
      /* blocked storage: nothing was kept */
    }
    reset();
    saved.current = emptyProposal();
    setValues(saved.current);
  }, [storage, key, reset, setValues]);

  return { ...form, clear, postal, onPostalLookup: setPostal };
}

/** The proposal form's state and actions. */
export type ProposalFormState = ReturnType<typeof useProposalForm>;
