/**
 * How a date is written: 'pt-BR' is DD/MM/YYYY (what users type, in both markets), 'en-US' is the
 * seed's name for YYYY-MM-DD (what services send).
 */
export type DateFormat = 'pt-BR' | 'en-US';

const PATTERNS: Record<DateFormat, RegExp> = {
  'pt-BR': /^(?<day>\d{2})\/(?<month>\d{2})\/(?<year>\d{4})$/,
  'en-US': /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
};

/**
 * The calendar date a text names, as a local Date at midnight, or null when the text does not have
 * the format's shape or names no real day (31/02/2020, 29/02/2023, month 13…).
 */
export function parseDate(value: string, format: DateFormat = 'pt-BR'): Date | null {
  const groups = PATTERNS[format].exec(value.trim())?.groups;
  if (!groups) return null;
  const year = Number(groups.year);
  const month = Number(groups.month);
  const day = Number(groups.day);
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}
