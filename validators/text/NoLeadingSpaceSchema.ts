import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { sharedMessages } from '../shared/messages.ts';
import { textSchema } from '../shared/rules.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';
import { textMessages } from './messages.ts';

/**
 * An optional text that must not start with whitespace ('text.leadingSpace'); the empty string
 * passes. Compose it in a pipe with a required check for required fields.
 */
export const NoLeadingSpaceSchema = v.pipe(
  textSchema(sharedMessages['field.required']),
  v.check((value: string) => !hasLeadingSpace(value), msg(textMessages['text.leadingSpace'])),
);

/** A text that does not start with a space. */
export type NoLeadingSpace = v.InferOutput<typeof NoLeadingSpaceSchema>;
