/** Whether two e-mail addresses are the same, ignoring letter case and surrounding spaces. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
