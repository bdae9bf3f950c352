/** A local Date at midnight of the same calendar day. */
export function startOfDay(date: Date): Date {
  const day = new Date(date.getTime());
  day.setHours(0, 0, 0, 0);
  return day;
}

/**
 * Calendar days from `from` to `to` (local dates; times of day and daylight-saving shifts ignored):
 * negative when `to` is before `from`.
 */
export function daysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / 86_400_000);
}

/**
 * Age in full years on a day: the years between the dates, minus one if the birthday has not come
 * yet that year (someone born on 29 February turns a year older on 1 March in common years).
 */
export function ageOn(birth: Date, on: Date): number {
  const years = on.getFullYear() - birth.getFullYear();
  const beforeBirthday =
    on.getMonth() < birth.getMonth() ||
    (on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate());
  return beforeBirthday ? years - 1 : years;
}

/**
 * Whether a date lies in the last `days` calendar days up to `now`: 0 ≤ daysBetween(date, now) < days.
 * The seeds' 30-day window (opinions: "vehicle owned less than 30 days") is `isWithinDays(date, 30)`:
 * a car bought today or 29 days ago is inside, one bought 30 days ago or in the future is not.
 */
export function isWithinDays(date: Date, days: number, now: Date = new Date()): boolean {
  const elapsed = daysBetween(date, now);
  return elapsed >= 0 && elapsed < days;
}
