import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { isBlank } from '../shared/isBlank.ts';
import { MAX_MONEY, parseMoney } from '../shared/parseMoney.ts';
import { personMessages } from './messages.ts';

/** Whether a monthly income is given and valid: a money value (see {@link parseMoney}) above 0, at most 999.999.999,99. */
export function isValidIncome(value: string | number): boolean {
  const amount = parseMoney(value);
  return amount !== null && amount > 0 && amount <= MAX_MONEY;
}

/**
 * A required monthly income: the currency mask's text ("R$ 5.000,00") or a number. Empty →
 * 'income.required'; zero, negative or malformed → 'income.invalid'.
 */
export const IncomeSchema = v.pipe(
  v.union([v.string(), v.number()], msg(personMessages['income.required'])),
  v.check(
    (value: string | number) => typeof value === 'number' || !isBlank(value),
    msg(personMessages['income.required']),
  ),
  v.check(
    (value: string | number) => (typeof value === 'string' && isBlank(value)) || isValidIncome(value),
    msg(personMessages['income.invalid']),
  ),
);

/** A monthly income as typed or as a number. */
export type Income = v.InferOutput<typeof IncomeSchema>;
