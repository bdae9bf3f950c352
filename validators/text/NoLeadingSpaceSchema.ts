import * as v from 'valibot';
import { msg } from '../messages.ts';
import { textSchema } from '../shared/rules.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';

/**
 * An optional text that must not start with whitespace ('text.leadingSpace'); the empty string
 * passes. Compose it in a pipe with a required check for required fields.
 */
export const NoLeadingSpaceSchema = v.pipe(
  textSchema('field.required'),
  v.check((value: string) => !hasLeadingSpace(value), msg('text.leadingSpace')),
);

/** A text that does not start with a space. */
export type NoLeadingSpace = v.InferOutput<typeof NoLeadingSpaceSchema>;
