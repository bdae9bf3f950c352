import { describe, expect, it } from 'vitest';
import { eventStanding, placesLeft } from './eventStanding.ts';

const now = Date.parse('2026-11-24T12:00:00-03:00');
const event = {
  status: 'OPEN' as const,
  startsAt: '2027-03-13T10:00:00-03:00',
  participating: false,
  enrolled: 1,
  capacity: 3,
};

describe('eventStanding', () => {
  it('an open event with places left is open', () => {
    expect(eventStanding(event, now)).toBe('open');
    expect(placesLeft(event)).toBe(2);
  });
  it('the last place taken: full', () => {
    expect(eventStanding({ ...event, enrolled: 3 }, now)).toBe('full');
    expect(placesLeft({ ...event, enrolled: 4 })).toBe(0);
  });
  it('the user enrolled is said before full', () => {
    expect(eventStanding({ ...event, enrolled: 3, participating: true }, now)).toBe('enrolled');
  });
  it('an event that started or was closed is over, even for someone enrolled', () => {
    expect(eventStanding({ ...event, startsAt: '2026-11-24T11:00:00-03:00' }, now)).toBe('over');
    expect(eventStanding({ ...event, status: 'CLOSED', participating: true }, now)).toBe('over');
  });
  it('a cancelled event is cancelled, whatever else is true', () => {
    expect(eventStanding({ ...event, status: 'CANCELLED', participating: true, enrolled: 3 }, now)).toBe(
      'cancelled',
    );
  });
});
