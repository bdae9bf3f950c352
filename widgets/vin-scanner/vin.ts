/** Characters a VIN may hold (ISO 3779): A–Z and 0–9 except I, O and Q. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Whether `value` is exactly a 17-character VIN: A–Z and 0–9 without I, O, Q (upper case only). */
export function isVin(value: string): boolean {
  return VIN.test(value);
}

/**
 * The VIN a barcode read holds, or `null` when the read is not a VIN. What is accepted:
 * - surrounding spaces are dropped and letters are upper-cased;
 * - Code 39 start/stop asterisks left in the text (`*9BW…*`) are dropped;
 * - an 18-character read made of `I` followed by a VIN gives the VIN: VIN labels of imported cars
 *   carry that leading `I` in the Code 39 data, and a VIN never contains an `I`, so it cannot be
 *   part of the VIN itself;
 * - anything else must be exactly 17 characters A–Z and 0–9 without I, O, Q. Reads with spaces,
 *   hyphens or other characters inside, or with a check character appended (18 characters not
 *   starting with `I`), are ignored.
 */
export function normalizeVin(read: string): string | null {
  const text = read
    .trim()
    .toUpperCase()
    .replace(/^\*+|\*+$/g, '');
  if (isVin(text)) return text;
  if (text.length === 18 && text.startsWith('I') && isVin(text.slice(1))) return text.slice(1);
  return null;
}
