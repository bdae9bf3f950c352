import type { OilReminderValues } from './oilReminderStore.ts';

/** The message ids of the reminder's fields, keyed by field. */
export type OilReminderProblems = Partial<
  Record<
    keyof OilReminderValues,
    | 'mileageRequired'
    | 'mileageInvalid'
    | 'lastChangeRequired'
    | 'lastChangeFuture'
    | 'lastChangeBefore'
    | 'lastChangeKmRequired'
    | 'lastChangeKmAbove'
  >
>;

const KM = /^\d{1,6}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A mileage as typed, without thousands dots, spaces or a trailing 'km': '12.500 km' reads '12500'. */
export const kmDigits = (value: string) =>
  value
    .trim()
    .replace(/\s*km$/i, '')
    .replace(/[.\s]/g, '');

/**
 * Checks what the owner typed: the current mileage (whole km up to 999,999); the last change's date
 * (required when the car's delivery date is unknown; not after today nor before the delivery) and,
 * with it, its mileage (not above the current one).
 */
export function oilReminderProblems(
  values: OilReminderValues,
  carDate: string | null,
  today: string,
): OilReminderProblems {
  const problems: OilReminderProblems = {};
  const mileage = kmDigits(values.mileage);
  if (!values.mileage.trim()) problems.mileage = 'mileageRequired';
  else if (!KM.test(mileage)) problems.mileage = 'mileageInvalid';
  const date = values.lastChange.trim();
  if (!date) {
    if (!carDate) problems.lastChange = 'lastChangeRequired';
  } else if (!ISO_DAY.test(date)) problems.lastChange = 'lastChangeRequired';
  else if (date > today) problems.lastChange = 'lastChangeFuture';
  else if (carDate && date < carDate) problems.lastChange = 'lastChangeBefore';
  if (date) {
    const last = kmDigits(values.lastChangeKm);
    if (!values.lastChangeKm.trim()) problems.lastChangeKm = 'lastChangeKmRequired';
    else if (!KM.test(last)) problems.lastChangeKm = 'mileageInvalid';
    else if (!problems.mileage && Number(last) > Number(mileage)) problems.lastChangeKm = 'lastChangeKmAbove';
  }
  return problems;
}
