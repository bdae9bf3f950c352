import type { ApiScope } from '../../api/client.ts';
import { request } from '../../api/client.ts';
import { dealerCalls } from '../../api/dealers.ts';
import { eventCalls } from '../../api/events.ts';
import type { ScheduleStatus } from './statuses.ts';

/** A schedule of the signed-in shopper (dealers v1 appointments/web). */
export interface Appointment {
  scheduleId: string;
  dealerCode: string | null;
  /** YYYY-MM-DD. */
  date: string;
  period: 'MORNING' | 'AFTERNOON';
  status: ScheduleStatus;
  /** A virtual visit (video call) is an event: confirmed and cancelled through virtual-event. */
  eventId?: string;
}

/** The signed-in shopper's schedules (bearer). */
export function getAppointments(scope: ApiScope, signal?: AbortSignal): Promise<Appointment[]> {
  return request(scope, 'dealers', dealerCalls.appointments, { signal });
}

/**
 * Confirms or cancels a schedule (bearer): visitscheduling/confirm|cancel with the schedule id, or
 * virtual-event/confirm|cancel with the event id for a virtual visit (seed 001 §7 "Events").
 */
export function changeAppointment(scope: ApiScope, appointment: Appointment, action: 'confirm' | 'cancel') {
  if (appointment.eventId) {
    const spec = action === 'confirm' ? eventCalls.confirmVirtualEvent : eventCalls.cancelVirtualEvent;
    return request(scope, 'events', spec, { json: { eventId: appointment.eventId } });
  }
  const spec = action === 'confirm' ? eventCalls.confirmVisit : eventCalls.cancelVisit;
  return request(scope, 'events', spec, { json: { scheduleId: appointment.scheduleId } });
}
