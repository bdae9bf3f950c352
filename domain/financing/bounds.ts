import type { NormalizedSimulation } from '../../api/financing/types.ts';
import type { FundingDefaults } from '../../api/funding.ts';

/** One slider: the values it can take, in order. */
export interface SliderScale {
  values: number[];
}

/** What the three sliders may take. */
export interface SliderBounds {
  entrance: { min: number; max: number; step: number };
  installments: number[];
  /** Null when the plan has no final (balloon) installment. */
  finalInstallment: number[] | null;
}

/** Seed 000 §9: the funding simulator defaults to one entrance step and one final-installment step. */
export const DEFAULT_STEP = 1;
/** Entrance bounds used when the server gives none (percent of the price). */
export const FALLBACK_ENTRANCE = { min: 10, max: 90 } as const;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Values from `min` to `max` by `step` (inclusive, no floating drift). */
export function range(min: number, max: number, step: number): number[] {
  if (!(step > 0) || max < min) return [min];
  const out: number[] = [];
  for (let i = 0; min + i * step <= max + 1e-9; i++) out.push(Math.round((min + i * step) * 1e6) / 1e6);
  return out;
}

/**
 * The final-installment options: the server's list of percents inside the result's bounds when given,
 * otherwise min..max of the result by the default step. The bounds are the result's (server, else the
 * min/max residual over the simulations — seed 000 §9). Null when the result has no balloon.
 */
export function finalInstallmentOptions(
  result: Pick<NormalizedSimulation, 'minFinalInstallmentPercent' | 'maxFinalInstallmentPercent'> | null,
  defaults: FundingDefaults,
): number[] | null {
  const min = result?.minFinalInstallmentPercent;
  const max = result?.maxFinalInstallmentPercent;
  const listed = (defaults.finalInstallmentPercents ?? []).filter(finite).sort((a, b) => a - b);
  if (!finite(min) || !finite(max) || max <= 0) return listed.length > 0 && !result ? listed : null;
  const inside = listed.filter((p) => p >= min && p <= max);
  return inside.length > 0 ? inside : range(min, max, defaults.finalInstallmentStep ?? DEFAULT_STEP);
}

/** Bounds of the three sliders from the server's defaults and the last result. */
export function sliderBounds(
  defaults: FundingDefaults,
  result: NormalizedSimulation | null,
  balloon: boolean,
): SliderBounds {
  const min = finite(defaults.minEntrancePercent) ? defaults.minEntrancePercent : FALLBACK_ENTRANCE.min;
  const max = finite(defaults.maxEntrancePercent) ? defaults.maxEntrancePercent : FALLBACK_ENTRANCE.max;
  const installments = (
    result?.installmentsAvailable.length ? result.installmentsAvailable : (defaults.installments ?? [])
  )
    .filter((n) => finite(n) && n > 0)
    .sort((a, b) => a - b);
  return {
    entrance: { min, max: Math.max(min, max), step: defaults.entranceStep ?? DEFAULT_STEP },
    installments: [...new Set(installments)],
    finalInstallment: balloon ? finalInstallmentOptions(result, defaults) : null,
  };
}

/** `value` clamped into [min, max] and snapped to the step grid starting at min. */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const clamped = Math.min(max, Math.max(min, finite(value) ? value : min));
  if (!(step > 0)) return clamped;
  return Math.min(max, Math.round((min + Math.round((clamped - min) / step) * step) * 1e6) / 1e6);
}

/** The option of `options` nearest to `value` (first on ties); `value` itself for no options. */
export function nearest(options: readonly number[], value: number): number {
  let best = options[0] ?? value;
  for (const option of options) if (Math.abs(option - value) < Math.abs(best - value)) best = option;
  return best;
}
