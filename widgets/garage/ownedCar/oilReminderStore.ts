import { readStored, writeStored } from '../../../core/storage.ts';

/** What the owner typed into an owned car's oil-change reminder (kept in this browser only). */
export interface OilReminderValues {
  /** Current mileage, digits only. */
  mileage: string;
  /** YYYY-MM-DD of the last oil change, or '' (then from the delivery). */
  lastChange: string;
  /** Mileage at the last oil change, digits only, or ''. */
  lastChangeKm: string;
}

const keyOf = (carId: string) => `hub-garage-oil:${carId}`;

/** The reminder values last saved for a car; null when none. They do not expire. */
export function readOilReminder(carId: string): OilReminderValues | null {
  const stored = readStored<OilReminderValues>(keyOf(carId), Number.POSITIVE_INFINITY);
  const value = stored?.value;
  return value && typeof value.mileage === 'string' ? value : null;
}

/** Keeps a car's reminder values in local storage (no personal data, never a token). */
export function saveOilReminder(carId: string, values: OilReminderValues): void {
  writeStored(keyOf(carId), values);
}
