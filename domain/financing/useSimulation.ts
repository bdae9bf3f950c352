import { useCallback, useEffect, useRef, useState } from 'react';
import type { FundingSource, NormalizedSimulation, SimulationInput } from '../../api/financing/types.ts';
import { simulateFinancing } from '../../api/funding.ts';
import { ServiceError } from '../../core/errors.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** Seed 000 §9: the simulator waits 500 ms after the last change before asking again. */
export const SIMULATION_DEBOUNCE_MS = 500;

/** The plan the buyer chose: a simulation's result and the input it answers. */
export interface ChosenPlan {
  input: SimulationInput;
  result: NormalizedSimulation;
}

/** State of the simulation: the last good result stays shown while a new one loads. */
export interface SimulationState {
  status: 'idle' | 'loading' | 'success' | 'error';
  /**
   * Why it failed: `service` — the simulations are unavailable (network, 5xx); `combination` — this
   * term and final installment are not offered (the adapter's 'No simulation found…' / 'No values found…',
   * or the service refusing the values with 422).
   */
  failure?: 'service' | 'combination';
  result: NormalizedSimulation | null;
  /** The input the result answers. */
  input: SimulationInput | null;
}

/** What is told of each new result: the source, the input it answers and the result. */
export type SimulationListener = (
  source: FundingSource,
  input: SimulationInput,
  result: NormalizedSimulation,
) => void;

/**
 * Simulates `input` with the adapter of `source`, 500 ms after the last change (the previous call is
 * aborted; the first call and a retry go at once); tells `onResult` of each new result. `retry` asks
 * again at once.
 */
export function useSimulation(
  source: FundingSource | null,
  input: SimulationInput | null,
  onResult?: SimulationListener,
) {
  const { context } = useWidget();
  const [state, setState] = useState<SimulationState>({ status: 'idle', result: null, input: null });
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);
  const listener = useRef(onResult);
  listener.current = onResult;
  const key = source && input ? JSON.stringify([source, input]) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for source and input
  useEffect(() => {
    if (!key || !source || !input) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    const delay = first.current ? 0 : SIMULATION_DEBOUNCE_MS;
    const timer = setTimeout(() => {
      first.current = false;
      simulateFinancing(context, source, input, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setState({ status: 'success', result, input });
          listener.current?.(source, input, result);
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState((s) => ({ ...s, status: 'error', failure: failureOf(error) }));
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, context]);

  const retry = useCallback(() => {
    first.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** Whether a simulation failed for the values asked (not offered) or because the service is unavailable. */
export function failureOf(error: unknown): 'service' | 'combination' {
  if (error instanceof ServiceError) return error.status === 422 ? 'combination' : 'service';
  const message = error instanceof Error ? error.message : '';
  return /^No (simulation|values) found/.test(message) ? 'combination' : 'service';
}
