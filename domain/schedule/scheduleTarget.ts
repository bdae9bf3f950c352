import type { Appointment } from '../../api/dealers.ts';
import type { ScheduleTarget } from '../../api/events.ts';

/**
 * What confirming or cancelling a schedule acts on: a virtual visit (one with an event id) through its
 * event, any other schedule through its schedule id.
 */
export function scheduleTarget(appointment: Pick<Appointment, 'scheduleId' | 'eventId'>): ScheduleTarget {
  return appointment.eventId
    ? { kind: 'virtual-event', eventId: appointment.eventId }
    : { kind: 'visit', scheduleId: appointment.scheduleId };
}
