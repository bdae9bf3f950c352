import * as v from 'valibot';
import { type MessageId, msg } from '../messages.ts';
import { required, textSchema } from './rules.ts';

/**
 * A required choice among fixed option values: empty → `requiredId`, an unknown value →
 * 'option.invalid'. The output type is the union of the options.
 */
export function choice<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  requiredId: MessageId,
) {
  return v.pipe(textSchema(requiredId), required(requiredId), v.picklist(options, msg('option.invalid')));
}
