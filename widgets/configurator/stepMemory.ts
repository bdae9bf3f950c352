import type { Brand } from '../../core/brands.ts';
import { readStored, writeStored } from '../../core/storage.ts';
import { isStep, type Step } from './steps.ts';

const stepKey = (brand: Brand) => `hub:configurator-step:${brand}`;

/** Remembers the step the shopper is on, beside the brand's stored car (same 4-hour lifetime). */
export function writeStoredStep(brand: Brand, step: Step): void {
  writeStored(stepKey(brand), step);
}

/** The step the shopper was on before a reload, or null when none is stored or it has expired. */
export function readStoredStep(brand: Brand): Step | null {
  const stored = readStored<unknown>(stepKey(brand));
  return stored && isStep(stored.value) ? stored.value : null;
}
