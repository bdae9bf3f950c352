import { useCallback, useEffect, useRef, useState } from 'react';
import { evaluateUsedCar } from '../../api/recall.ts';
import { ServiceError } from '../../core/errors.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { kilometres, plateKey, type UsedCarValue, usedCarValueOf } from './usedCarValue.ts';

/** Where an evaluation stands: not asked, asked, rated, no rating for the car, or the service failed. */
export type EvaluationState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'rated'; rating: UsedCarValue }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/** The used-car evaluation of one car: its state, the call, and a reset when the car's data change. */
export interface UsedCarEvaluation {
  state: EvaluationState;
  /** Evaluates the car with this plate at this mileage (`v2/confiat`); the last call wins. */
  evaluate: (plate: string, mileage: string) => Promise<void>;
  /** Forgets the rating (the plate or the mileage changed). */
  reset: () => void;
}

/** The service knows no such car (404) or refuses its data (422): the car has no rating. */
const noRating = (failure: unknown) =>
  failure instanceof ServiceError && (failure.status === 404 || failure.status === 422);

/**
 * Evaluates a used car by plate and mileage (seed 001 §7 Evaluation). A car the service cannot rate is
 * 'unavailable'; a failing service is 'failed' (the seed's error and a retry), the values typed kept.
 */
export function useUsedCarEvaluation(): UsedCarEvaluation {
  const { context } = useWidget();
  const [state, setState] = useState<EvaluationState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const evaluate = useCallback(
    async (plate: string, mileage: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ kind: 'loading' });
      try {
        const answer = await evaluateUsedCar(
          context,
          plateKey(plate),
          kilometres(mileage),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        const rating = usedCarValueOf(answer);
        setState(rating ? { kind: 'rated', rating } : { kind: 'unavailable' });
      } catch (failure) {
        if (controller.signal.aborted) return;
        setState({ kind: noRating(failure) ? 'unavailable' : 'failed' });
      }
    },
    [context],
  );
  const reset = useCallback(() => {
    current.current?.abort();
    setState((s) => (s.kind === 'idle' ? s : { kind: 'idle' }));
  }, []);
  return { state, evaluate, reset };
}
