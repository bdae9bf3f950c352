import { describe, expect, it } from 'vitest';
import { addMonths, maintenanceReminder } from './maintenanceReminder.ts';

describe('maintenanceReminder (oil change every 12 months or 10,000 km)', () => {
  it('from the delivery at 0 km: due a year later or at 10,000 km', () => {
    expect(
      maintenanceReminder({ since: '2025-03-10', sinceKm: 0, mileage: 4_200, today: '2025-09-10' }),
    ).toEqual({ dueDate: '2026-03-10', dueKm: 10_000, daysLeft: 181, kmLeft: 5_800, overdue: null });
  });

  it('from the last oil change: its date and mileage', () => {
    const reminder = maintenanceReminder({
      since: '2025-01-20',
      sinceKm: 32_000,
      mileage: 35_500,
      today: '2025-06-01',
    });
    expect(reminder).toMatchObject({ dueDate: '2026-01-20', dueKm: 42_000, kmLeft: 6_500, overdue: null });
  });

  it('late by mileage before the year is over (whichever comes first)', () => {
    expect(
      maintenanceReminder({ since: '2025-03-10', sinceKm: 0, mileage: 11_300, today: '2025-08-01' }),
    ).toMatchObject({ overdue: 'km', kmLeft: -1_300 });
  });

  it('late by date with few kilometres driven', () => {
    expect(
      maintenanceReminder({ since: '2024-03-10', sinceKm: 0, mileage: 6_000, today: '2025-04-09' }),
    ).toMatchObject({ overdue: 'date', daysLeft: -30, kmLeft: 4_000 });
  });

  it('late by both; due on the day itself counts as due', () => {
    expect(
      maintenanceReminder({ since: '2023-05-02', sinceKm: 0, mileage: 25_000, today: '2025-05-02' }),
    ).toMatchObject({ overdue: 'both' });
    expect(
      maintenanceReminder({ since: '2024-05-02', sinceKm: 0, mileage: 10_000, today: '2025-05-02' }),
    ).toMatchObject({ overdue: 'both', daysLeft: 0, kmLeft: 0 });
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 12)).toBe('2026-12-15');
  });
});
