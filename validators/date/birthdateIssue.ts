import { ageOn, startOfDay } from './calendar.ts';
import { type DateFormat, parseDate } from './parseDate.ts';

/** The minimum age to fill the seeds' forms. */
export const MINIMUM_AGE = 18;

/** What is wrong with a birthdate. */
export type BirthdateIssue = 'invalid' | 'future' | 'underage';

/**
 * What is wrong with a birthdate, or null: 'invalid' when it is not a real date in `format` or its
 * year is not 19xx or 20xx, 'future' when it is after `now`'s day, 'underage' when the person is
 * not yet 18 on `now` (the 18th birthday itself is accepted).
 */
export function birthdateIssue(
  value: string,
  format: DateFormat = 'pt-BR',
  now: Date = new Date(),
): BirthdateIssue | null {
  const date = parseDate(value, format);
  if (!date || !/^(19|20)\d{2}$/.test(String(date.getFullYear()))) return 'invalid';
  if (date.getTime() > startOfDay(now).getTime()) return 'future';
  if (ageOn(date, now) < MINIMUM_AGE) return 'underage';
  return null;
}

/** Whether a birthdate is valid: a real 19xx/20xx date, not in the future, age 18 or more on `now`. */
export function isValidBirthdate(
  value: string,
  format: DateFormat = 'pt-BR',
  now: Date = new Date(),
): boolean {
  return birthdateIssue(value, format, now) === null;
}
