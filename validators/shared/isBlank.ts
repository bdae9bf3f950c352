/** Whether a text is empty or only whitespace (what a "required" rule rejects). */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}
