import { describe, expect, it } from 'vitest';
import { scheduleTarget } from './scheduleTarget.ts';

describe('what a schedule change acts on', () => {
  it('a visit or test drive: its schedule id', () => {
    expect(scheduleTarget({ scheduleId: 'VIS-1' })).toEqual({ kind: 'visit', scheduleId: 'VIS-1' });
  });

  it('a virtual visit: its event, not the schedule', () => {
    expect(scheduleTarget({ scheduleId: 'VIS-9', eventId: 'EVT-FIAT-3' })).toEqual({
      kind: 'virtual-event',
      eventId: 'EVT-FIAT-3',
    });
  });
});
