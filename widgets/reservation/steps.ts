/** Steps of the online purchase (seed 000 §2), in order; 'security-photo' only on mobile viewports. */
export const STEPS = [
  'showcase',
  'register',
  'reservation',
  'payment',
  'billing',
  'documents',
  'security-photo',
  'balance',
  'concluded',
] as const;

/** One step of the purchase. */
export type Step = (typeof STEPS)[number];

/** The steps a shopper goes through: the anti-fraud photo is taken on mobile devices only (seed 000 §2). */
export function stepsFor(mobile: boolean): Step[] {
  return STEPS.filter((s) => mobile || s !== 'security-photo');
}

/** The step after `step`, or `step` itself at the end. */
export function nextStep(step: Step, mobile: boolean): Step {
  const list = stepsFor(mobile);
  return list[Math.min(list.indexOf(step) + 1, list.length - 1)] ?? step;
}

/**
 * Where a stored reservation resumes (logged user flows): by its status, the first step still to do.
 * Unpaid reservations go back to payment; paid ones to billing; a balance chosen means concluded.
 */
export function resumeStep(status: string): Step | null {
  if (status === 'PRE_RESERVE') return 'reservation';
  if (status === 'RESERVE') return 'payment';
  if (status === 'APPROVED_RESERVATION') return 'billing';
  if (status === 'CANCELLED') return null;
  return 'concluded';
}

/** Where a step stands among the shopper's steps: `current` counts from 1. */
export function progressOf(step: Step, mobile: boolean): { current: number; total: number } {
  const list = stepsFor(mobile);
  return { current: list.indexOf(step) + 1, total: list.length };
}
