import type { Opinion } from '../../api/opinions.ts';

const DAY = 86_400_000;

/**
 * Whether an opinion's author was a new customer when they wrote it (seed 001 §9): they had owned the
 * car for less than 30 days. Dates are calendar days (YYYY-MM-DD); a missing or unreadable date is
 * never new.
 */
export function isNewCustomer(opinion: Pick<Opinion, 'ownedSince' | 'createdAt'>): boolean {
  const owned = Date.parse(`${opinion.ownedSince}T00:00:00Z`);
  const written = Date.parse(`${opinion.createdAt}T00:00:00Z`);
  if (Number.isNaN(owned) || Number.isNaN(written)) return false;
  const days = Math.round((written - owned) / DAY);
  return days >= 0 && days < 30;
}
