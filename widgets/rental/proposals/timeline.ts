import type { RentalTimelineStep } from '../../../api/rental.ts';
import { RENTAL_STATUSES, type RentalStatus } from '../../../api/rentalCodes.ts';

export { RENTAL_STATUSES, type RentalStatus } from '../../../api/rentalCodes.ts';

/** The tag colours of seed 001 §7. */
export type TagColour = 'black' | 'red' | 'yellow' | 'blue' | 'dark-green' | 'lime-green';

/**
 * The tag colour of a status. The seed lists the six colours, not which status takes which: here
 * waiting on an analysis or a signature is yellow, a step moving the car along is blue, a step
 * passed is dark green, the delivery lime green, a reproved proposal red and an expired one black.
 * The colour never speaks alone: the tag always says the status in words.
 */
export function statusColour(status: string): TagColour {
  switch (status) {
    case 'FINANCIAL_ANALYSIS_REPROVED':
      return 'red';
    case 'EXPIRED_PROPOSAL':
      return 'black';
    case 'FINANCIAL_ANALYSIS_IN_PROGRESS':
    case 'CONTRACT_SIGN_IN_PROGRESS':
      return 'yellow';
    case 'FINANCIAL_ANALYSIS_APPROVED':
    case 'CONTRACT_SIGN_DONE':
    case 'AT_DEALER':
      return 'dark-green';
    case 'DELIVERED':
      return 'lime-green';
    default:
      return 'blue';
  }
}

/** Whether a status is one the seeds name (others are shown by their code). */
export function isKnownStatus(status: string): status is RentalStatus {
  return (RENTAL_STATUSES as readonly string[]).includes(status);
}

/** Where a step of the timeline stands for the user. */
export type StepState = 'done' | 'current' | 'ahead';

/** A step of the timeline as drawn: its status, date and state. */
export interface TimelineEntry {
  status: string;
  at: string | null;
  state: StepState;
}

/** The status a proposal is at: its last step reached (the first step when none is). */
export function currentStatus(timeline: readonly RentalTimelineStep[]): string {
  return timeline.findLast((step) => step.done)?.status ?? timeline[0]?.status ?? 'PROPOSAL_CREATED';
}

/** Whether a proposal has ended off the path: reproved by the analysis, or expired. */
export function hasEnded(timeline: readonly RentalTimelineStep[]): boolean {
  const current = currentStatus(timeline);
  return current === 'FINANCIAL_ANALYSIS_REPROVED' || current === 'EXPIRED_PROPOSAL';
}

/**
 * The timeline as drawn: the steps in the service's order, the last one reached is current, those
 * before it done, those after it ahead. An ended proposal (reproved, expired) shows no step ahead.
 */
export function timelineOf(timeline: readonly RentalTimelineStep[]): TimelineEntry[] {
  const last = timeline.findLastIndex((step) => step.done);
  const entries = timeline.map((step, index) => ({
    status: step.status,
    at: index <= last ? step.at : null,
    state: (index < last ? 'done' : index === last ? 'current' : 'ahead') as StepState,
  }));
  return hasEnded(timeline) ? entries.slice(0, last + 1) : entries;
}
