/** Whether a text starts with whitespace (a field must not start with a space, seed 000 §5). */
export function hasLeadingSpace(value: string): boolean {
  return /^\s/.test(value);
}
