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
