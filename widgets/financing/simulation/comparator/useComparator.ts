import { useCallback, useRef, useState } from 'react';
import type {
  FundingSource,
  NormalizedSimulation,
  SimulationInput,
} from '../../../../api/financing/types.ts';
import { simulateFinancing } from '../../../../api/funding.ts';
import { useWidget } from '../../../../core/WidgetContext.tsx';

/** One term of the comparator: its simulation, or null when the plan is not offered for that term. */
export interface ComparedTerm {
  term: number;
  input: SimulationInput;
  result: NormalizedSimulation | null;
}

/**
 * The comparator page state: the chosen entrance (and final installment) simulated over every term the
 * plan offers, side by side, through the source's adapter. A term the service does not offer (or that
 * fails) stays in the table, saying the comparator is unavailable for it.
 */
export function useComparator(source: FundingSource | null) {
  const { context } = useWidget();
  const [rows, setRows] = useState<ComparedTerm[] | null>(null);
  const [open, setOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const compare = useCallback(
    (base: SimulationInput, terms: number[]) => {
      if (!source) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setOpen(true);
      setRows(null);
      const inputs = terms.map((term) => ({ ...base, numberOfInstallments: term }));
      void Promise.allSettled(
        inputs.map((input) => simulateFinancing(context, source, input, current.signal)),
      ).then((settled) => {
        if (current.signal.aborted) return;
        setRows(
          settled.map((outcome, i) => ({
            term: inputs[i]!.numberOfInstallments,
            input: inputs[i]!,
            result: outcome.status === 'fulfilled' ? outcome.value : null,
          })),
        );
      });
    },
    [context, source],
  );

  const close = useCallback(() => {
    controller.current?.abort();
    setOpen(false);
    setRows(null);
  }, []);

  return { open, rows, compare, close };
}
