import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';

/** Whether a text holds only letters (accented ones too) and single spaces between words. */
export function isLettersOnly(value: string): boolean {
  return /^\p{L}+(?: \p{L}+)*$/u.test(value.normalize('NFC').trim());
}

/**
 * A required occupation description (the free text next to the occupation "other"): letters
 * only, words separated by spaces ('text.lettersOnly'), not starting with a space.
 */
export const OccupationDescriptionSchema = v.pipe(
  textSchema('occupation.required'),
  required('occupation.required'),
  rule((value) => !/^\s/.test(value), 'text.leadingSpace'),
  rule((value) => /^\s/.test(value) || isLettersOnly(value), 'text.lettersOnly'),
);

/** A valid occupation description. */
export type OccupationDescription = v.InferOutput<typeof OccupationDescriptionSchema>;
