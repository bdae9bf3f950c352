import { afterEach, describe, expect, it } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { getAppointments } from './dealers.ts';
import { changeSchedule } from './events.ts';

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
