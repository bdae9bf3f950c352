import * as v from 'valibot';
import type { LocalizedText } from '../messageTable.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';
import { hasRestrictedChars } from './hasRestrictedChars.ts';
import { textMessages } from './messages.ts';

/**
 * A required free text with the field's own "required" message; it must not start with a space
 * and, unless `allowRestricted` is set, must not contain & $ < > %. The address fields are built
 * with it.
 */
export function requiredText(requiredMessage: LocalizedText, options: { allowRestricted?: boolean } = {}) {
  return v.pipe(
    textSchema(requiredMessage),
    required(requiredMessage),
    rule((value) => !hasLeadingSpace(value), textMessages['text.leadingSpace']),
    rule(
      (value) => options.allowRestricted === true || !hasRestrictedChars(value),
      textMessages['text.restricted'],
    ),
  );
}
