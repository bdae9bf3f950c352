import { balanceChosen } from '../../domain/order/balance/awaitsBalance.ts';

/**
 * Steps of the online purchase (seed 000 §2), in order. The anti-fraud photo is taken on a mobile device
 * only: on a desktop its step says so and waits for the photo taken on the phone.
 */
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

/** The steps a shopper goes through, on any device (a desktop order waits for the phone's photo). */
export function stepsFor(): Step[] {
  return [...STEPS];
}

/** The step after `step`, or `step` itself at the end. */
export function nextStep(step: Step): Step {
  return STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)] ?? step;
}

/** What {@link resumeStep} reads of a reservation: its status and its timeline. */
export interface ResumableRecord {
  status: string;
  timeline: readonly { status: string }[];
}

/**
 * Where a stored reservation resumes: the first step still to do. Unpaid reservations go back to the
 * reservation or the payment; a cancelled one to nothing (it expired). A paid order whose balance was
 * chosen (its timeline says so, or it is past that) is concluded; any other paid order, whatever its
 * status (documents sent or awaited, anti-fraud, a code the seeds do not list), still has its balance
 * to choose, after the billing data this browser may not know.
 */
export function resumeStep(record: ResumableRecord): Step | null {
  const { status } = record;
  if (status === 'CANCELLED') return null;
  if (status === 'PRE_RESERVE') return 'reservation';
  if (status === 'RESERVE') return 'payment';
  if (balanceChosen(record)) return 'concluded';
  return 'billing';
}

/** Whether a reservation's timeline has a code (the documents received, the photo taken…). */
export const hasBeen = (record: ResumableRecord, code: string): boolean =>
  record.status === code || record.timeline.some((entry) => entry.status === code);

/** Where a step stands among the shopper's steps: `current` counts from 1. */
export function progressOf(step: Step): { current: number; total: number } {
  return { current: STEPS.indexOf(step) + 1, total: STEPS.length };
}
