import type { DealerPeriod } from '../../api/dealers.ts';
import { parseDate, startOfDay } from '../../validators/index.ts';

/** Test-drive slots (seed 000 §9: morning and afternoon). */
export const SLOTS = ['MORNING', 'AFTERNOON'] as const;
/** A slot. */
export type Slot = (typeof SLOTS)[number];

/** How far ahead a test drive can be asked for, days. */
export const MAX_DAYS_AHEAD = 60;

/**
 * The slots a dealer can receive on a weekday, from its working time: the morning when it opens
 * before noon, the afternoon when it closes after 13:00. A dealer without published hours takes both.
 */
export function slotsOn(date: Date, periods: readonly DealerPeriod[] | undefined): Slot[] {
  const working = (periods ?? []).filter((p) => p.type === 'WORKING_TIME');
  if (working.length === 0) return [...SLOTS];
  const today = working.filter((p) => p.weekdays.includes(date.getDay()));
  const slots: Slot[] = [];
  if (today.some((p) => p.start < '12:00')) slots.push('MORNING');
  if (today.some((p) => p.end > '13:00')) slots.push('AFTERNOON');
  return slots;
}

/** Why a date cannot be asked for, or null: before tomorrow (the dealer answers within 24 h), too far. */
export function dateProblem(text: string, now = new Date()): 'invalid' | 'tooSoon' | 'tooFar' | null {
  const date = parseDate(text, 'pt-BR');
  if (!date) return 'invalid';
  const today = startOfDay(now).getTime();
  const day = 24 * 60 * 60 * 1000;
  if (date.getTime() < today + day) return 'tooSoon';
  if (date.getTime() > today + MAX_DAYS_AHEAD * day) return 'tooFar';
  return null;
}
