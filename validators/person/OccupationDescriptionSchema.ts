import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { textMessages } from '../text/messages.ts';
import { personMessages } from './messages.ts';

/** Whether a text holds only letters (accented ones too) and single spaces between words. */
export function isLettersOnly(value: string): boolean {
  return /^\p{L}+(?: \p{L}+)*$/u.test(value.normalize('NFC').trim());
}

/**
 * A required occupation description (the free text next to the occupation "other"): letters
 * only, words separated by spaces ('text.lettersOnly'), not starting with a space.
 */
export const OccupationDescriptionSchema = v.pipe(
  textSchema(personMessages['occupation.required']),
  required(personMessages['occupation.required']),
  rule((value) => !/^\s/.test(value), textMessages['text.leadingSpace']),
  rule((value) => /^\s/.test(value) || isLettersOnly(value), textMessages['text.lettersOnly']),
);

/** A valid occupation description. */
export type OccupationDescription = v.InferOutput<typeof OccupationDescriptionSchema>;
