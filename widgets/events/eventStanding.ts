import type { HubEvent } from '../../api/events.ts';

/**
 * Where an event stands for the signed-in user, in the order it is said: cancelled by the brand, over
 * (closed or started already), the user enrolled, full, or open with places left.
 */
export type EventStanding = 'cancelled' | 'over' | 'enrolled' | 'full' | 'open';

/** What an event's standing is at `now` (ms). */
export function eventStanding(
  event: Pick<HubEvent, 'status' | 'startsAt' | 'participating' | 'enrolled' | 'capacity'>,
  now: number = Date.now(),
): EventStanding {
  if (event.status === 'CANCELLED') return 'cancelled';
  if (event.status === 'CLOSED' || Date.parse(event.startsAt) <= now) return 'over';
  if (event.participating) return 'enrolled';
  if (event.enrolled >= event.capacity) return 'full';
  return 'open';
}

/** How many places are left (never below zero). */
export const placesLeft = (event: Pick<HubEvent, 'enrolled' | 'capacity'>): number =>
  Math.max(0, event.capacity - event.enrolled);
