import { numberOf, textOf } from '../../api/answers.ts';
import type { RecallCarAnswer } from '../../api/recall.ts';

/** A vehicle the lookup found, as the garage shows it before adding it. */
export interface LookedUpVehicle {
  chassis: string;
  plate: string;
  /** Model and version as the service names them. */
  name: string;
  year: number | null;
  hasRecall: boolean;
}

/**
 * The vehicle of a `v2/car` answer, read leniently (the seeds fix no shape), or null when it lacks the
 * chassis or the plate an owned car is added by (`POST v2/owned`).
 */
export function lookedUpVehicle(answer: RecallCarAnswer | null | undefined): LookedUpVehicle | null {
  const chassis = textOf(answer?.chassis);
  const plate = textOf(answer?.plate);
  if (!answer || !chassis || !plate) return null;
  const name = [
    textOf(answer.modelName) ?? textOf(answer.model),
    textOf(answer.versionName) ?? textOf(answer.version),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    chassis,
    plate,
    name,
    year: numberOf(answer.modelYear) ?? numberOf(answer.year),
    hasRecall: answer.hasRecall === true,
  };
}
