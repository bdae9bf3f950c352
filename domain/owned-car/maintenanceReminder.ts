/** Oil change interval (seed 000 §9): every 12 months or 10,000 km, whichever comes first. */
export const OIL_CHANGE = { months: 12, km: 10_000 } as const;

/** What the reminder counts from: the last oil change, or the car's delivery (then at 0 km). */
export interface ReminderInput {
  /** YYYY-MM-DD: the last oil change, or the car's delivery or purchase date. */
  since: string;
  /** The mileage at `since` (0 for a new car's delivery). */
  sinceKm: number;
  /** The mileage the owner reads now. */
  mileage: number;
  /** YYYY-MM-DD: today. */
  today: string;
}

/** When the next oil change is due and whether it is late, and by what. */
export interface Reminder {
  /** YYYY-MM-DD: `since` plus 12 months (the last day of the month when it has no such day). */
  dueDate: string;
  /** The mileage at which it is due: `sinceKm` plus 10,000 km. */
  dueKm: number;
  /** Whole days from today to the due date (negative: days late). */
  daysLeft: number;
  /** Kilometres left before the due mileage (negative: kilometres late). */
  kmLeft: number;
  /** Why it is late: the date passed, the mileage passed, both; null when it is not. */
  overdue: 'date' | 'km' | 'both' | null;
}

const DAY_MS = 86_400_000;
const utc = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` plus whole months; a day the month lacks (31 Jan + 1 month) becomes the month's last. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}

/**
 * The next oil change of a car (seed 000 §9): 12 months or 10,000 km after the last one (or after the
 * delivery), whichever comes first; late when either has passed.
 */
export function maintenanceReminder({ since, sinceKm, mileage, today }: ReminderInput): Reminder {
  const dueDate = addMonths(since, OIL_CHANGE.months);
  const dueKm = sinceKm + OIL_CHANGE.km;
  const daysLeft = Math.round((utc(dueDate) - utc(today)) / DAY_MS);
  const kmLeft = dueKm - mileage;
  const late = { date: daysLeft <= 0, km: kmLeft <= 0 };
  const overdue = late.date && late.km ? 'both' : late.date ? 'date' : late.km ? 'km' : null;
  return { dueDate, dueKm, daysLeft, kmLeft, overdue };
}
