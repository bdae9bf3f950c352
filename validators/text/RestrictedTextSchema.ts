import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { sharedMessages } from '../shared/messages.ts';
import { textSchema } from '../shared/rules.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';
import { hasRestrictedChars } from './hasRestrictedChars.ts';
import { textMessages } from './messages.ts';

/**
 * An optional free text (message, complement, description…) without the restricted characters
 * & $ < > % ('text.restricted') and not starting with whitespace ('text.leadingSpace'); the empty
 * string passes.
 */
export const RestrictedTextSchema = v.pipe(
  textSchema(sharedMessages['field.required']),
  v.check((value: string) => !hasLeadingSpace(value), msg(textMessages['text.leadingSpace'])),
  v.check((value: string) => !hasRestrictedChars(value), msg(textMessages['text.restricted'])),
);

/** A free text without restricted characters. */
export type RestrictedText = v.InferOutput<typeof RestrictedTextSchema>;
