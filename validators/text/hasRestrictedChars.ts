/** The characters some free-text fields must not contain (seed 000 §5). */
export const RESTRICTED_CHARS = ['&', '$', '<', '>', '%'] as const;

/** Whether a text contains any of the restricted characters & $ < > %. */
export function hasRestrictedChars(value: string): boolean {
  return /[&$<>%]/.test(value);
}
