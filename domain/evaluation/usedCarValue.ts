import type { UsedCarEvaluationAnswer } from '../../api/recall.ts';

/** A used car's rating: its value in the market's currency, and the car as the service names it. */
export interface UsedCarValue {
  value: number;
  model: string;
  version: string;
  year: string;
}

const word = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
/** A number sent as a number or as text; NaN otherwise. */
const numberOf = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN;

/**
 * The rating of an evaluation answer; null when the car has none (no value, zero, not a number):
 * 'used-car rating unavailable for the vehicle' (seed 001 §7).
 */
export function usedCarValueOf(answer: UsedCarEvaluationAnswer | null | undefined): UsedCarValue | null {
  const value = numberOf(answer?.evaluation);
  if (!answer || !Number.isFinite(value) || value <= 0) return null;
  return { value, model: word(answer.model), version: word(answer.version), year: word(answer.year) };
}

/** The plate as the evaluation takes it: upper-case letters and digits only. */
export const plateKey = (plate: string) => plate.replace(/[^\dA-Za-z]/g, '').toUpperCase();

/** The mileage typed ('45.000', '45000 km') as a whole number of kilometres. */
export const kilometres = (mileage: string) => Number(mileage.replace(/\D/g, '') || Number.NaN);

/** The mileage (km) the service has on record for the car, or null when it sends none. */
export function recordedMileage(answer: UsedCarEvaluationAnswer | null | undefined): number | null {
  const km = numberOf(answer?.mileage);
  return Number.isFinite(km) && km >= 0 ? km : null;
}
