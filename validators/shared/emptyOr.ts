import * as v from 'valibot';

/**
 * Makes a text field optional: the empty string passes, anything else must satisfy `schema` and
 * reports `schema`'s own messages. Used, for instance, for the lead CPF when the page exempts it.
 */
export function emptyOr<const TSchema extends v.GenericSchema<string, string>>(schema: TSchema) {
  return v.union([v.literal(''), schema]);
}
