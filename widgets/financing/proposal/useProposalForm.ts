import { useCallback, useState } from 'react';
import type { SimulatedSource } from '../../../api/financing/types.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { messageOf } from '../../../validators/index.ts';
import { draftKey, loadDraft, saveDraft } from './draft.ts';
import { validateNextLead } from './nextLead.ts';
import type { ProposalValues } from './proposalValues.ts';
import { usePostalLookup } from './usePostalLookup.ts';
import { validateProposal } from './validateProposal.ts';

/**
 * The proposal form's state: the values, kept in session storage as the buyer types (document numbers
 * in memory only, see draft.ts), the postal-code lookup that fills the address, and the field errors of
 * the form the source asks (the short NEXT lead form, or the full proposal), shown once a send was tried.
 */
export function useProposalForm(source: SimulatedSource | null) {
  const { context } = useWidget();
  const key = draftKey(context.brand);
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const [values, setValues] = useState<ProposalValues>(() => loadDraft(storage, key));
  const [showErrors, setShowErrors] = useState(false);

  const store = useCallback(
    (field: keyof ProposalValues, value: string) =>
      setValues((current) => {
        const next = { ...current, [field]: value };
        saveDraft(storage, key, next);
        return next;
      }),
    [storage, key],
  );
  const postal = usePostalLookup(values, store);
  const change = useCallback(
    (field: keyof ProposalValues, value: string) => {
      store(field, value);
      if (field === 'postalCode') postal.look(value);
    },
    [store, postal.look],
  );
  const formErrors =
    source === 'NEXT' ? validateNextLead(values, context.market) : validateProposal(values, context.market);
  const errors =
    source !== 'NEXT' && postal.status === 'notFound' && !formErrors.postalCode
      ? { ...formErrors, postalCode: messageOf('postalCode.notFound', context.market) }
      : formErrors;

  return { values, errors, showErrors, setShowErrors, change, postal: postal.status };
}
