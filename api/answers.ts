/**
 * Lenient readers of service answers whose shapes the seeds do not fix (recall, vouchers, loyalty):
 * what a widget maps from an answer goes through these, so a missing or oddly typed field reads as
 * "absent" instead of throwing.
 */

/** A field of an answer, as a record of unknown values. */
export type AnswerRecord = Record<string, unknown>;

/** A trimmed non-empty string (numbers as their digits), or null. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  return typeof value === 'number' ? String(value) : null;
}

/** A finite number (numeric strings too), or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && value.trim() && Number.isFinite(Number(value)) ? Number(value) : null;
}

/** An answer as a record: objects (not arrays) as they are, anything else as null. */
export function recordOf(value: unknown): AnswerRecord | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as AnswerRecord) : null;
}

/**
 * The object entries of a list answer: the answer itself when it is a list, else its `key` field
 * (`{ recalls: [...] }`); entries that are not objects are dropped.
 */
export function listOf(value: unknown, key: string): AnswerRecord[] {
  const list = Array.isArray(value) ? value : recordOf(value)?.[key];
  return Array.isArray(list)
    ? list.filter((x): x is AnswerRecord => Boolean(x) && typeof x === 'object')
    : [];
}
