import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { contactMessages } from './messages.ts';

/** Whether a dealer id or code is selected: a non-blank string or a finite number. */
export function isDealerSelected(value: unknown): value is string | number {
  return (
    (typeof value === 'string' && value.trim() !== '') ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/**
 * The dealer of a lead form (its id or code, string or number); nothing selected (undefined, null,
 * '', NaN) reports the seed's 'É obrigatório selecionar uma concessionária'.
 */
export const DealerSelectedSchema = v.custom<string | number>(
  isDealerSelected,
  msg(contactMessages['dealer.required']),
);

/** A selected dealer id or code. */
export type DealerSelected = v.InferOutput<typeof DealerSelectedSchema>;
