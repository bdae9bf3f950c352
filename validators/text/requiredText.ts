import * as v from 'valibot';
import type { MessageId } from '../messages.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';
import { hasRestrictedChars } from './hasRestrictedChars.ts';

/**
 * A required free text with the field's own "required" message; it must not start with a space
 * and, unless `allowRestricted` is set, must not contain & $ < > %. The address fields are built
 * with it.
 */
export function requiredText(requiredId: MessageId, options: { allowRestricted?: boolean } = {}) {
  return v.pipe(
    textSchema(requiredId),
    required(requiredId),
    rule((value) => !hasLeadingSpace(value), 'text.leadingSpace'),
    rule((value) => options.allowRestricted === true || !hasRestrictedChars(value), 'text.restricted'),
  );
}
