import { type ApiScope, type CallSpec, request } from './client.ts';

/** Events service (seed 001 §7 "Events (bearer)"): events, virtual events, visit scheduling. */
export const eventCalls = {
  list: {
    method: 'GET',
    path: 'events',
    bearer: true,
    query: ['page?', 'size?', 'status?'],
    adds: ['brand'],
  },
  event: { method: 'GET', path: 'events/{id}', bearer: true, query: ['includeParticipants?'] },
  enroll: { method: 'PUT', path: 'events/{id}/enroll', bearer: true },
  participants: { method: 'GET', path: 'events/{id}/participants', bearer: true },
  participantsCsv: {
    method: 'GET',
    path: 'events/{id}/participants/details',
    bearer: true,
    response: 'blob',
  },
  removeParticipant: {
    method: 'DELETE',
    path: 'events/{id}/participants/{participantId}',
    bearer: true,
    response: 'none',
  },
  cancelVirtualEvent: { method: 'POST', path: 'virtual-event/cancel', bearer: true },
  confirmVirtualEvent: { method: 'POST', path: 'virtual-event/confirm', bearer: true },
  updateVirtualEvent: { method: 'POST', path: 'virtual-event/update', bearer: true },
  cancelVisit: { method: 'POST', path: 'visitscheduling/cancel', bearer: true },
  confirmVisit: { method: 'POST', path: 'visitscheduling/confirm', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** The participants of an event as a CSV file (event admins). */
export function downloadParticipants(scope: ApiScope, eventId: string): Promise<Blob> {
  return request(scope, 'events', eventCalls.participantsCsv, { params: { id: eventId } });
}

/**
 * What a schedule change acts on: a visit schedule (by its schedule id) or a virtual visit, which is
 * an event (by its event id) — seed 001 §7 "Events".
 */
export type ScheduleTarget =
  | { kind: 'visit'; scheduleId: string }
  | { kind: 'virtual-event'; eventId: string };

/**
 * Confirms or cancels a schedule (bearer): visitscheduling/confirm|cancel with `{ scheduleId }`, or
 * virtual-event/confirm|cancel with `{ eventId }` for a virtual visit.
 */
export function changeSchedule(
  scope: ApiScope,
  target: ScheduleTarget,
  action: 'confirm' | 'cancel',
): Promise<unknown> {
  if (target.kind === 'virtual-event') {
    const spec = action === 'confirm' ? eventCalls.confirmVirtualEvent : eventCalls.cancelVirtualEvent;
    return request(scope, 'events', spec, { json: { eventId: target.eventId } });
  }
  const spec = action === 'confirm' ? eventCalls.confirmVisit : eventCalls.cancelVisit;
  return request(scope, 'events', spec, { json: { scheduleId: target.scheduleId } });
}
