/** The month and full year of a card expiry "MM/YY" (or "MMYY"), or null when month is not 01–12. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * Whether a card expiry "MM/YY" is well formed (month 1–12) and not past: a card is valid through
 * the last day of its expiry month, so the current month is still accepted.
 */
export function isValidCardExpiry(mmYY: string, now: Date = new Date()): boolean {
  const expiry = parseCardExpiry(mmYY);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) >= current;
}
