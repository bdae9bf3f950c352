/** The configurator's steps in order (seed 000 §2). */
export const STEPS = [
  'version',
  'optionals',
  'color',
  'coating',
  'accessories',
  'services',
  'resume',
] as const;

/** A step. */
export type Step = (typeof STEPS)[number];

/** Whether a string names a step (for the `initial-step` attribute). */
export const isStep = (value: unknown): value is Step => STEPS.includes(value as Step);

/**
 * The steps drawn as done: those before the furthest step the shopper has reached, once a version is
 * chosen (nothing is done before that), the current one excepted.
 */
export function doneSteps(furthest: Step, current: Step, ready: boolean): Step[] {
  if (!ready) return [];
  return STEPS.slice(0, STEPS.indexOf(furthest)).filter((step) => step !== current);
}

/** The furthest of two steps (the later in {@link STEPS}). */
export const furthestOf = (a: Step, b: Step): Step => (STEPS.indexOf(a) >= STEPS.indexOf(b) ? a : b);
