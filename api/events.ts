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
