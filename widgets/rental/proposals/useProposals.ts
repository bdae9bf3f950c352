import { useAtom, useSetAtom } from 'jotai/react';
import { useCallback, useEffect, useState } from 'react';
import { getRentalProposals } from '../../../api/rental.ts';
import { hubStore } from '../../../core/store.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { rentalProposalsAtom, rentalProposalsLoadingAtom, selectedProposalCodeAtom } from './rentalStore.ts';

/**
 * The rental proposals store at work: loads the user's proposals of the page's brand into it (the
 * loading flag up meanwhile), selects `initialCode` (or the first proposal) when none is selected,
 * and says whether the load failed, with a retry.
 */
export function useProposals(initialCode: string | undefined) {
  const { context } = useWidget();
  const options = { store: hubStore };
  const [list, setList] = useAtom(rentalProposalsAtom, options);
  const [loading, setLoading] = useAtom(rentalProposalsLoadingAtom, options);
  const [selected, setSelected] = useAtom(selectedProposalCodeAtom, options);
  const select = useSetAtom(selectedProposalCodeAtom, options);
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again for a retry (attempt) or another brand
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    getRentalProposals(context, controller.signal).then(
      (proposals) => {
        if (controller.signal.aborted) return;
        setList(proposals);
        setLoading(false);
        setSelected((code) =>
          code && proposals.some((p) => p.proposalCode === code)
            ? code
            : ((proposals.find((p) => p.proposalCode === initialCode) ?? proposals[0])?.proposalCode ?? null),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        setFailure(error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [context.brand, context.market, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const proposal = list?.find((p) => p.proposalCode === selected) ?? null;
  return { list, loading, failed, failure: failed ? failure : undefined, retry, selected, proposal, select };
}
