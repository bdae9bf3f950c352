import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { birthdateIssue } from './birthdateIssue.ts';
import { dateMessages } from './messages.ts';
import type { DateFormat } from './parseDate.ts';

/**
 * A required birthdate in `format` (DD/MM/YYYY for 'pt-BR', YYYY-MM-DD for 'en-US'), checked
 * against the clock at validation time: 'birthdate.invalid', 'birthdate.future' or 'birthdate.underage'.
 */
export function birthdateSchema(format: DateFormat = 'pt-BR') {
  return v.pipe(
    textSchema(dateMessages['birthdate.required']),
    required(dateMessages['birthdate.required']),
    rule((value) => birthdateIssue(value, format) !== 'invalid', dateMessages['birthdate.invalid']),
    rule((value) => birthdateIssue(value, format) !== 'future', dateMessages['birthdate.future']),
    rule((value) => birthdateIssue(value, format) !== 'underage', dateMessages['birthdate.underage']),
  );
}

/** A required birthdate typed DD/MM/YYYY (pt-BR). */
export const BirthdateSchema = birthdateSchema('pt-BR');

/** A required birthdate written YYYY-MM-DD (the seed's en-US format, as services send it). */
export const BirthdateEnUsSchema = birthdateSchema('en-US');

/** A valid birthdate as typed. */
export type Birthdate = v.InferOutput<typeof BirthdateSchema>;
