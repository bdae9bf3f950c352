import { describe, expect, it } from 'vitest';
import { isoToday, manualStanding } from './manualStanding.ts';

const manual = { status: 'ACTIVE', validityStart: '2026-01-01', validityEnd: '2026-12-31' } as const;

describe('manualStanding', () => {
  it('active within the validity, both dates included', () => {
    expect(manualStanding(manual, '2026-01-01')).toBe('active');
    expect(manualStanding(manual, '2026-12-31')).toBe('active');
  });

  it('expired after the final date, upcoming before the initial one', () => {
    expect(manualStanding(manual, '2027-01-01')).toBe('expired');
    expect(manualStanding(manual, '2025-12-31')).toBe('upcoming');
  });

  it('inactive whatever its dates', () => {
    expect(manualStanding({ ...manual, status: 'INACTIVE' }, '2026-06-01')).toBe('inactive');
    expect(manualStanding({ ...manual, status: 'INACTIVE' }, '2030-01-01')).toBe('inactive');
  });

  it("today is the user's calendar day", () => {
    expect(isoToday(new Date(2026, 1, 3, 23, 59))).toBe('2026-02-03');
  });
});
