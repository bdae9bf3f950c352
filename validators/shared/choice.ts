import * as v from 'valibot';
import type { LocalizedText } from '../messageTable.ts';
import { msg } from '../messageText.ts';
import { sharedMessages } from './messages.ts';
import { required, textSchema } from './rules.ts';

/**
 * A required choice among fixed option values: empty → `requiredMessage`, an unknown value →
 * 'option.invalid'. The output type is the union of the options.
 */
export function choice<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  requiredMessage: LocalizedText,
) {
  return v.pipe(
    textSchema(requiredMessage),
    required(requiredMessage),
    v.picklist(options, msg(sharedMessages['option.invalid'])),
  );
}
