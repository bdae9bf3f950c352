import { startOfDay } from '../date/calendar.ts';
import { type DateFormat, parseDate } from '../date/parseDate.ts';

/** Whether a licence expiry date is real and not past: the expiry day itself is still valid. */
export function isValidDriverLicenseExpiry(
  value: string,
  format: DateFormat = 'pt-BR',
  now: Date = new Date(),
): boolean {
  const date = parseDate(value, format);
  return date !== null && date.getTime() >= startOfDay(now).getTime();
}
