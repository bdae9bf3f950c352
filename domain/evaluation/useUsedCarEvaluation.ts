import { useCallback } from 'react';
import { evaluateUsedCar } from '../../api/recall.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { kilometres, plateKey } from './usedCarValue.ts';
import { type EvaluationState, useEvaluation } from './useEvaluation.ts';

export type { EvaluationState } from './useEvaluation.ts';

/** The used-car evaluation of one car: its state, the call, and a reset when the car's data change. */
export interface UsedCarEvaluation {
  state: EvaluationState;
  /**
   * Evaluates the car with this plate at this mileage (`v2/confiat`); the last call wins. Answers the
   * state reached (null when a newer call or a reset aborted it).
   */
  evaluate: (plate: string, mileage: string) => Promise<EvaluationState | null>;
  /** Forgets the rating (the plate or the mileage changed). */
  reset: () => void;
}

/**
 * Evaluates a used car by plate and mileage (seed 001 §7 Evaluation). A car the service cannot rate is
 * 'unavailable'; a failing service is 'failed' (the seed's error and a retry), the values typed kept.
 */
export function useUsedCarEvaluation(): UsedCarEvaluation {
  const { context } = useWidget();
  const { state, run, reset } = useEvaluation();
  const evaluate = useCallback(
    (plate: string, mileage: string) =>
      run((signal) => evaluateUsedCar(context, plateKey(plate), kilometres(mileage), signal)),
    [context, run],
  );
  return { state, evaluate, reset };
}
