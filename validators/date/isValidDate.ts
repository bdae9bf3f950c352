import { type DateFormat, parseDate } from './parseDate.ts';

/** How far back a date may go (seed 000 §5: "dates valid and not older than 200 years"). */
export const MAX_DATE_AGE_YEARS = 200;

/**
 * Whether a text is a real date in `format` that is not older than 200 years before `now`
 * (exactly 200 years ago is still accepted).
 */
export function isValidDate(value: string, format: DateFormat = 'pt-BR', now: Date = new Date()): boolean {
  const date = parseDate(value, format);
  if (!date) return false;
  const limit = new Date(now.getTime());
  limit.setFullYear(limit.getFullYear() - MAX_DATE_AGE_YEARS);
  limit.setHours(0, 0, 0, 0);
  return date.getTime() >= limit.getTime();
}
