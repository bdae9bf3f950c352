import * as v from 'valibot';
import { msg } from '../messages.ts';
import { textSchema } from '../shared/rules.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';
import { hasRestrictedChars } from './hasRestrictedChars.ts';

/**
 * An optional free text (message, complement, description…) without the restricted characters
 * & $ < > % ('text.restricted') and not starting with whitespace ('text.leadingSpace'); the empty
 * string passes.
 */
export const RestrictedTextSchema = v.pipe(
  textSchema('field.required'),
  v.check((value: string) => !hasLeadingSpace(value), msg('text.leadingSpace')),
  v.check((value: string) => !hasRestrictedChars(value), msg('text.restricted')),
);

/** A free text without restricted characters. */
export type RestrictedText = v.InferOutput<typeof RestrictedTextSchema>;
