import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isWithinDays } from './calendar.ts';
import { dateMessages } from './messages.ts';
import { type DateFormat, parseDate } from './parseDate.ts';

/**
 * A required date in `format` inside the last `days` calendar days (see {@link isWithinDays}),
 * e.g. the opinions' "vehicle owned less than 30 days": `withinDaysSchema(30)`. Outside the window →
 * 'date.window' with the number of days.
 */
export function withinDaysSchema(days = 30, format: DateFormat = 'pt-BR') {
  return v.pipe(
    textSchema(dateMessages['date.required']),
    required(dateMessages['date.required']),
    rule((value) => parseDate(value, format) !== null, dateMessages['date.invalid']),
    rule(
      (value) => {
        const date = parseDate(value, format);
        return date === null || isWithinDays(date, days);
      },
      dateMessages['date.window'],
      { days },
    ),
  );
}
