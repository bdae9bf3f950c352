import type { Market } from '../../core/markets.ts';
import { orderStatusInWords } from './orderStatus.ts';
import { ORDER_MILESTONES, type TimelineEntry } from './orderTimeline.ts';

/** Where a step of the order's track stands. */
export type StepState = 'done' | 'current' | 'next';

/** One step of the order's track: its words, where it stands and the date the service gave it. */
export interface ProgressStep {
  code: string;
  label: string;
  state: StepState;
  /** When the order reached it (ISO), when the service says; null otherwise. */
  at: string | null;
}

/** The steps every order goes through: the reservation, then the milestones of seed 000 §4. */
export const ORDER_TRACK = ['RESERVE', ...ORDER_MILESTONES] as const;

/**
 * The order's track (reservation, vehicle mounted, vehicle produced, invoiced, dispatched, delivered to
 * customer) in the market's words: a step is done when the timeline reached it or a later step, the
 * first one not done is current (none on a cancelled order), the rest are next. Dates come from the
 * timeline; a step reached without its own entry has none.
 */
export function orderProgress(
  timeline: readonly TimelineEntry[],
  status: string,
  market: Market,
): ProgressStep[] {
  const reached = (code: string) => timeline.some((entry) => entry.status === code) || status === code;
  const last = ORDER_TRACK.reduce((found, code, index) => (reached(code) ? index : found), -1);
  const cancelled = status === 'CANCELLED';
  return ORDER_TRACK.map((code, index) => {
    const state: StepState = index <= last ? 'done' : index === last + 1 && !cancelled ? 'current' : 'next';
    const at = timeline.findLast((entry) => entry.status === code)?.at ?? null;
    return { code, label: orderStatusInWords(code, market), state, at: state === 'done' ? at : null };
  });
}
