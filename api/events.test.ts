import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../core/errors.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { getAppointments } from './dealers.ts';
import {
  changeSchedule,
  downloadParticipants,
  enrollInEvent,
  getEvent,
  getEvents,
  removeParticipant,
} from './events.ts';
import { staffTokenFor } from './sandbox/data/users.ts';

startSandbox();
const scope = sandboxScope('fiat');
afterEach(() => signOut());

describe('schedule calls', () => {
  it("the shopper's schedules, then one confirmed and cancelled by its schedule id, with the bearer", async () => {
    signIn();
    const [first] = await getAppointments(scope);
    expect(journalOf('dealers')[0]).toMatchObject({ path: '/dealers/v1/appointments/web', bearer: true });
    await changeSchedule(scope, { kind: 'visit', scheduleId: first!.scheduleId }, 'confirm');
    await changeSchedule(scope, { kind: 'visit', scheduleId: first!.scheduleId }, 'cancel');
    expect(journalOf('events').map((e) => [e.path, e.body, e.bearer])).toEqual([
      ['/events/visitscheduling/confirm', { scheduleId: first!.scheduleId }, true],
      ['/events/visitscheduling/cancel', { scheduleId: first!.scheduleId }, true],
    ]);
  });

  it('a virtual visit is confirmed and cancelled through its event', async () => {
    signIn();
    await changeSchedule(scope, { kind: 'virtual-event', eventId: 'EVT-FIAT-3' }, 'confirm');
    await changeSchedule(scope, { kind: 'virtual-event', eventId: 'EVT-FIAT-3' }, 'cancel');
    expect(journalOf('events').map((e) => [e.path, e.body])).toEqual([
      ['/events/virtual-event/confirm', { eventId: 'EVT-FIAT-3' }],
      ['/events/virtual-event/cancel', { eventId: 'EVT-FIAT-3' }],
    ]);
  });
});

/** The HTTP status a call failed with. */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (failure: unknown) => (failure instanceof ServiceError ? failure.status : -1),
  );

describe('events', () => {
  it("lists the brand's events of the market's country, a page at a time, in the country's language", async () => {
    signIn('sandbox-token-martina');
    const first = await getEvents(sandboxScope('fiat', 'es-AR'), { page: 0, size: 4 });
    expect(journalOf('events')[0]?.query).toMatchObject({
      brand: 'fiat',
      country: 'AR',
      page: '0',
      size: '4',
    });
    expect(first.totalElements).toBe(6);
    expect(first.content.map((e) => e.title)).toEqual([
      'Fiat — Jornada de manejo',
      'Fiat — Encuentro de propietarios',
      'Fiat — Lanzamiento en vivo',
      'Fiat — Clínica de mantenimiento',
    ]);
    expect(first.content[0]).toMatchObject({ participating: true, enrolled: 2 });
    const second = await getEvents(sandboxScope('fiat', 'es-AR'), { page: 1, size: 4 });
    expect(second.content.map((e) => e.status)).toEqual(['CANCELLED', 'OPEN']);
  });

  it('enrolment fills the last place; the next one is refused (409) and a cancelled event refuses anyone (422)', async () => {
    signIn('sandbox-token-ana');
    await enrollInEvent(scope, 'EVT-JEEP-6');
    const event = await getEvent(scope, 'EVT-JEEP-6');
    expect(event).toMatchObject({ enrolled: 3, capacity: 3, participating: true });
    expect(event.participants.map((p) => p.name)).toContain('Ana Beatriz Souza');
    expect(event.participants[0]).not.toHaveProperty('email');
    signIn('sandbox-token-pedro');
    expect(await statusOf(enrollInEvent(scope, 'EVT-JEEP-6'))).toBe(409);
    expect(await statusOf(enrollInEvent(scope, 'EVT-JEEP-5'))).toBe(422);
    expect(await statusOf(enrollInEvent(scope, 'EVT-JEEP-4'))).toBe(422);
  });
});

describe('event administration (role event_admin)', () => {
  it('a customer is refused the participant details and the removal of a participant (403)', async () => {
    signIn('sandbox-token-ana');
    expect(await statusOf(downloadParticipants(scope, 'EVT-JEEP-1'))).toBe(403);
    expect(await statusOf(removeParticipant(scope, 'EVT-JEEP-1', 'EVT-JEEP-1-P2'))).toBe(403);
    expect((await getEvent(scope, 'EVT-JEEP-1')).enrolled).toBe(2);
  });

  it('an event admin downloads the CSV (header row, one line per participant) and removes a participant', async () => {
    signIn(staffTokenFor('event_admin'));
    const csv = (await (await downloadParticipants(scope, 'EVT-JEEP-1')).text()).split('\n');
    expect(csv).toEqual([
      'participantId;name;email;enrolledAt',
      expect.stringMatching(/^EVT-JEEP-1-P1;Ana Beatriz Souza;ana.souza@example.com;/),
      expect.stringMatching(/^EVT-JEEP-1-P2;Carlos Henrique Lima;/),
    ]);
    await removeParticipant(scope, 'EVT-JEEP-1', 'EVT-JEEP-1-P2');
    expect((await getEvent(scope, 'EVT-JEEP-1')).participants.map((p) => p.participantId)).toEqual([
      'EVT-JEEP-1-P1',
    ]);
  });
});
