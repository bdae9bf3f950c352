/**
 * The sandbox's data dictionary: the fields whose values it knows, each with the values it takes. A
 * field it does not list takes any value (the dictionary records it). The contact reasons are
 * hub-lead-form's contact variant's (seed 000 §4 "contact reason"; seed 001 §7 Contact).
 */
export const DATA_DICTIONARY: Readonly<Record<string, readonly string[]>> = {
  contactReason: ['QUESTION', 'SALES', 'AFTER_SALES', 'COMPLIMENT', 'COMPLAINT', 'SUGGESTION'],
};

/** Whether the dictionary takes a field's value: any value of a field it does not list. */
export function dictionaryTakes(field: string, value: string): boolean {
  const values = DATA_DICTIONARY[field];
  return !values || values.includes(value);
}
