import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { dateMessages } from './messages.ts';

/** Whether a text is a 24-hour time HH:mm, 00:00 to 23:59. */
export function isValidTime(value: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value.trim());
}

/** A required 24-hour time HH:mm. */
export const TimeSchema = v.pipe(
  textSchema(dateMessages['time.required']),
  required(dateMessages['time.required']),
  rule(isValidTime, dateMessages['time.invalid']),
);

/** A valid time as typed. */
export type Time = v.InferOutput<typeof TimeSchema>;
