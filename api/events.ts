import { type ApiScope, type CallSpec, request } from './client.ts';
import type { VirtualEventUpdate } from './events.payloads.ts';

/**
 * Events service (seed 001 §7 "Events (bearer)"): events, virtual events, visit scheduling. The
 * participant details (CSV) and removing a participant are for event administrators (api/README.md
 * "Roles").
 */
export const eventCalls = {
  list: {
    method: 'GET',
    path: 'events',
    bearer: true,
    query: ['page?', 'size?', 'status?'],
    adds: ['brand', 'country'],
  },
  event: { method: 'GET', path: 'events/{id}', bearer: true, query: ['includeParticipants?'] },
  enroll: { method: 'PUT', path: 'events/{id}/enroll', bearer: true },
  participants: { method: 'GET', path: 'events/{id}/participants', bearer: true },
  participantsCsv: {
    method: 'GET',
    path: 'events/{id}/participants/details',
    bearer: true,
    roles: ['event_admin'],
    response: 'blob',
  },
  removeParticipant: {
    method: 'DELETE',
    path: 'events/{id}/participants/{participantId}',
    bearer: true,
    roles: ['event_admin'],
    response: 'none',
  },
  cancelVirtualEvent: { method: 'POST', path: 'virtual-event/cancel', bearer: true },
  confirmVirtualEvent: { method: 'POST', path: 'virtual-event/confirm', bearer: true },
  updateVirtualEvent: { method: 'POST', path: 'virtual-event/update', bearer: true },
  cancelVisit: { method: 'POST', path: 'visitscheduling/cancel', bearer: true },
  confirmVisit: { method: 'POST', path: 'visitscheduling/confirm', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** An event's status as the service keeps it; an event whose start has passed is over whatever it says. */
export type EventStatus = 'OPEN' | 'CLOSED' | 'CANCELLED';

/** A brand event as `GET events` lists it (seed 001 §3 "Events"). */
export interface HubEvent {
  id: string;
  brand: string;
  country: 'BR' | 'AR';
  title: string;
  description: string;
  kind: 'PRESENTIAL' | 'VIRTUAL';
  city: string;
  /** ISO date-time with offset. */
  startsAt: string;
  capacity: number;
  status: EventStatus;
  /** The virtual event's address (virtual events only). */
  link: string | null;
  /** How many are enrolled. */
  enrolled: number;
  /** Whether the signed-in user is among them (our reading: the bearer's own enrolment). */
  participating: boolean;
}

/** Someone enrolled in an event, identified by `participantId` (seed 001 §3). */
export interface EventParticipant {
  participantId: string;
  name: string;
  enrolledAt: string;
}

/** An event read with `includeParticipants`. */
export interface HubEventDetail extends HubEvent {
  participants: EventParticipant[];
}

/** A page of the events list (`page` from 0). */
export interface EventPage {
  content: HubEvent[];
  page: number;
  size: number;
  totalElements: number;
}

/** The brand's events in the market's country, a page at a time. */
export function getEvents(
  scope: ApiScope,
  page: { page: number; size: number },
  signal?: AbortSignal,
): Promise<EventPage> {
  return request(scope, 'events', eventCalls.list, { query: page, signal });
}

/** One event with its participants (`includeParticipants=true`). */
export function getEvent(scope: ApiScope, eventId: string, signal?: AbortSignal): Promise<HubEventDetail> {
  return request(scope, 'events', eventCalls.event, {
    params: { id: eventId },
    query: { includeParticipants: true },
    signal,
  });
}

/** Enrols the signed-in user (`PUT events/{id}/enroll`); the answer is their participation. */
export function enrollInEvent(scope: ApiScope, eventId: string): Promise<EventParticipant> {
  return request(scope, 'events', eventCalls.enroll, { params: { id: eventId } });
}

/** Removes a participant from an event (event admins). */
export function removeParticipant(scope: ApiScope, eventId: string, participantId: string): Promise<void> {
  return request(scope, 'events', eventCalls.removeParticipant, { params: { id: eventId, participantId } });
}

/** Moves a virtual event or gives it a new address (`virtual-event/update`). */
export function updateVirtualEvent(scope: ApiScope, update: VirtualEventUpdate): Promise<unknown> {
  return request(scope, 'events', eventCalls.updateVirtualEvent, { json: update });
}

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
