import { describe, expect, it } from 'vitest';
import { canCancel, canConfirm, isScheduleStatus } from '../../domain/schedule/statuses.ts';
import { dateProblem, slotsOn } from './slots.ts';

const PERIODS = [
  { type: 'WORKING_TIME' as const, weekdays: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
  { type: 'BREAK' as const, weekdays: [1, 2, 3, 4, 5], start: '12:00', end: '13:00' },
  { type: 'WORKING_TIME' as const, weekdays: [6], start: '08:00', end: '12:00' },
];

describe('test-drive slots and dates', () => {
  it('offers morning and afternoon on weekdays, the morning only on Saturdays, nothing on Sundays', () => {
    expect(slotsOn(new Date(2026, 11, 7), PERIODS)).toEqual(['MORNING', 'AFTERNOON']);
    expect(slotsOn(new Date(2026, 11, 12), PERIODS)).toEqual(['MORNING']);
    expect(slotsOn(new Date(2026, 11, 13), PERIODS)).toEqual([]);
    expect(slotsOn(new Date(2026, 11, 13), [])).toEqual(['MORNING', 'AFTERNOON']);
  });

  it('takes dates from tomorrow (the dealer answers within 24 hours) up to 60 days ahead', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(dateProblem('22/11/2026', now)).toBe('tooSoon');
    expect(dateProblem('23/11/2026', now)).toBeNull();
    expect(dateProblem('21/01/2027', now)).toBeNull();
    expect(dateProblem('22/01/2027', now)).toBe('tooFar');
    expect(dateProblem('31/02/2027', now)).toBe('invalid');
  });

  it('knows both status families and what each allows', () => {
    for (const s of ['REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED', 'EXPIRED', 'A', 'C', 'P', 'R', 'B'])
      expect(isScheduleStatus(s)).toBe(true);
    expect(isScheduleStatus('X')).toBe(false);
    expect(['P', 'REQUESTED'].every((s) => canConfirm(s as 'P'))).toBe(true);
    expect(['A', 'C', 'R', 'B', 'DONE', 'EXPIRED'].some((s) => canConfirm(s as 'A'))).toBe(false);
    expect(['C', 'R', 'B', 'DONE', 'EXPIRED', 'CANCELLED'].some((s) => canCancel(s as 'C'))).toBe(false);
  });
});
