import type { DealerPeriod } from '../../api/dealers.ts';

/** Opening hours of one group of weekdays: working time and its breaks (seed 000 §3 period types). */
export interface OpeningHours {
  /** Weekdays as in `Date#getDay()` (0 = Sunday). */
  weekdays: number[];
  open: string;
  close: string;
  breaks: { start: string; end: string }[];
}

const sameDays = (a: number[], b: number[]) => a.length === b.length && a.every((day, i) => day === b[i]);

/** Groups a dealer's WORKING_TIME periods with the BREAK periods of the same weekdays, Monday first. */
export function openingHours(periods: readonly DealerPeriod[] | undefined): OpeningHours[] {
  const sorted = (days: number[]) => [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const list = periods ?? [];
  return list
    .filter((p) => p.type === 'WORKING_TIME')
    .map((p) => {
      const weekdays = sorted(p.weekdays);
      const breaks = list
        .filter((b) => b.type === 'BREAK' && sameDays(sorted(b.weekdays), weekdays))
        .map((b) => ({ start: b.start, end: b.end }));
      return { weekdays, open: p.start, close: p.end, breaks };
    })
    .sort((a, b) => (((a.weekdays[0] ?? 0) + 6) % 7) - (((b.weekdays[0] ?? 0) + 6) % 7));
}

const weekdayCache = new Map<string, Intl.DateTimeFormat>();

/** A weekday's short name in a locale (0 = Sunday): 'seg.', 'lun'. */
export function weekdayName(day: number, locale: string): string {
  let format = weekdayCache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    weekdayCache.set(locale, format);
  }
  // 2024-01-07 was a Sunday.
  return format.format(Date.UTC(2024, 0, 7 + day));
}

/**
 * Weekdays in words: a run of three or more consecutive days as 'first{to}last', otherwise a list.
 * `to` is the localised joiner (' a ').
 */
export function weekdaysText(weekdays: number[], locale: string, to: string): string {
  if (weekdays.length === 0) return '';
  const order = weekdays.map((d) => (d + 6) % 7);
  const consecutive = order.every((d, i) => i === 0 || d === (order[i - 1] ?? 0) + 1);
  const names = weekdays.map((d) => weekdayName(d, locale));
  if (consecutive && names.length >= 3) return `${names[0]}${to}${names[names.length - 1]}`;
  return names.join(', ');
}
