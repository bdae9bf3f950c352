import { useCallback, useEffect, useRef, useState } from 'react';
import type { UsedCarEvaluationAnswer } from '../../api/recall.ts';
import { ServiceError } from '../../core/errors.ts';
import { recordedMileage, type UsedCarValue, usedCarValueOf } from './usedCarValue.ts';

/**
 * Where an evaluation stands: not asked, asked, rated (with the mileage the answer names), no rating
 * for the car, or the service failed.
 */
export type EvaluationState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'rated'; rating: UsedCarValue; mileage: number | null }
  | { kind: 'unavailable' }
  | { kind: 'failed'; failure: unknown };

/** An evaluation call: its state, a run of one call (the last run wins), and a reset. */
export interface Evaluation {
  state: EvaluationState;
  /**
   * Runs this evaluation call and reads its answer leniently (`usedCarValueOf`); answers the state it
   * reached (a form's send tells a failure from it), or null when a newer call or a reset aborted it.
   */
  run: (ask: (signal: AbortSignal) => Promise<UsedCarEvaluationAnswer>) => Promise<EvaluationState | null>;
  /** Forgets the rating (what the car is found by changed). */
  reset: () => void;
}

/** The service knows no such car (404) or refuses its data (422): the car has no rating. */
const noRating = (failure: unknown) =>
  failure instanceof ServiceError && (failure.status === 404 || failure.status === 422);

/**
 * The state of a used-car evaluation call (seed 001 §7 Evaluation), the buyer's (`v2/confiat`) or the
 * dealers' (`evaluate`): a car the service cannot rate is 'unavailable'; a failing service is 'failed'
 * (the seed's error and a retry); a newer call aborts the one before.
 */
export function useEvaluation(): Evaluation {
  const [state, setState] = useState<EvaluationState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const run = useCallback(
    async (
      ask: (signal: AbortSignal) => Promise<UsedCarEvaluationAnswer>,
    ): Promise<EvaluationState | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ kind: 'loading' });
      let reached: EvaluationState;
      try {
        const answer = await ask(controller.signal);
        if (controller.signal.aborted) return null;
        const rating = usedCarValueOf(answer);
        reached = rating
          ? { kind: 'rated', rating, mileage: recordedMileage(answer) }
          : { kind: 'unavailable' };
      } catch (failure) {
        if (controller.signal.aborted) return null;
        reached = noRating(failure) ? { kind: 'unavailable' } : { kind: 'failed', failure };
      }
      setState(reached);
      return reached;
    },
    [],
  );
  const reset = useCallback(() => {
    current.current?.abort();
    setState((s) => (s.kind === 'idle' ? s : { kind: 'idle' }));
  }, []);
  return { state, run, reset };
}
