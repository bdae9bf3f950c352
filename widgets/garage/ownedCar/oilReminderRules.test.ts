import { describe, expect, it } from 'vitest';
import { kmDigits, oilReminderProblems } from './oilReminderRules.ts';

const TODAY = '2026-05-10';
const values = (v: Partial<{ mileage: string; lastChange: string; lastChangeKm: string }>) => ({
  mileage: '',
  lastChange: '',
  lastChangeKm: '',
  ...v,
});

describe('oilReminderProblems', () => {
  it('the mileage is required, whole km up to 999,999 (thousands dots and a trailing km allowed)', () => {
    expect(oilReminderProblems(values({}), '2025-01-01', TODAY)).toEqual({ mileage: 'mileageRequired' });
    expect(oilReminderProblems(values({ mileage: '12,5' }), '2025-01-01', TODAY)).toEqual({
      mileage: 'mileageInvalid',
    });
    expect(oilReminderProblems(values({ mileage: '1.000.000' }), '2025-01-01', TODAY)).toEqual({
      mileage: 'mileageInvalid',
    });
    expect(oilReminderProblems(values({ mileage: '12.500 km' }), '2025-01-01', TODAY)).toEqual({});
    expect(kmDigits(' 12.500 km ')).toBe('12500');
  });

  it('without a delivery date the last change is required', () => {
    expect(oilReminderProblems(values({ mileage: '100' }), null, TODAY)).toEqual({
      lastChange: 'lastChangeRequired',
    });
  });

  it('the last change: not after today, not before the delivery, with its mileage not above the current', () => {
    const at = (lastChange: string, lastChangeKm = '1000') =>
      oilReminderProblems(values({ mileage: '5000', lastChange, lastChangeKm }), '2025-01-01', TODAY);
    expect(at('2026-05-11')).toEqual({ lastChange: 'lastChangeFuture' });
    expect(at('2024-12-31')).toEqual({ lastChange: 'lastChangeBefore' });
    expect(at('2026-05-10', '')).toEqual({ lastChangeKm: 'lastChangeKmRequired' });
    expect(at('2026-05-10', '6000')).toEqual({ lastChangeKm: 'lastChangeKmAbove' });
    expect(at('2026-05-10', '5000')).toEqual({});
  });
});
