import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidDate } from './isValidDate.ts';
import { dateMessages } from './messages.ts';
import { type DateFormat, parseDate } from './parseDate.ts';

/**
 * A required date in `format` that is real ('date.invalid') and not older than 200 years
 * ('date.tooOld'), checked against the clock at validation time.
 */
export function dateSchema(format: DateFormat = 'pt-BR') {
  return v.pipe(
    textSchema(dateMessages['date.required']),
    required(dateMessages['date.required']),
    rule((value) => parseDate(value, format) !== null, dateMessages['date.invalid']),
    rule(
      (value) => parseDate(value, format) === null || isValidDate(value, format),
      dateMessages['date.tooOld'],
    ),
  );
}

/** A required DD/MM/YYYY date, real and not older than 200 years. */
export const DateSchema = dateSchema('pt-BR');

/** A valid date as typed. */
export type DateText = v.InferOutput<typeof DateSchema>;
